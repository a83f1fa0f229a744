import { msg } from '@lingui/core/macro';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { FAILURE_TEXT, FAILURE_TITLE, invalidResponseReceived, serverErrorReceived, successMessageReceived, warningReceived } from '@/shared/api';
import { ERROR_TOAST_MS } from '@/shared/config';
import { i18n } from '@/shared/i18n';

/**
 * What the user sees of the error catalogue (public-site.md §8): the warning dialog for 400s,
 * toasts for 500s, unexpected answers and success messages.
 */
export const warningDismissed = createEvent();
export const $warningMessages = createStore<string[] | null>(null)
  .on(warningReceived, (current, { messages }) => [...new Set([...(current ?? []), ...messages])])
  .reset(warningDismissed);

export interface Toast {
  tone: 'error' | 'success';
  title?: string;
  message: string;
  autoClose: number | false;
}

/** The toast host is mounted (and its code loaded) the first time a toast is shown. */
export const $toastsUsed = createStore(false);

export const showToastFx = createEffect(async (toast: Toast) => {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    id: `${toast.tone}:${toast.message}`,
    color: toast.tone === 'error' ? 'red' : 'green',
    title: toast.title,
    message: toast.message,
    autoClose: toast.autoClose,
    withCloseButton: true,
    // Mantine's close button has no name of its own (axe: button-name).
    closeButtonProps: { 'aria-label': i18n._(msg`Close`) },
  });
});

$toastsUsed.on(showToastFx, () => true);

sample({
  clock: serverErrorReceived,
  fn: ({ messages }): Toast => ({
    tone: 'error',
    title: i18n._(FAILURE_TITLE.server),
    message: messages.length ? messages.join(' ') : i18n._(FAILURE_TEXT.server),
    autoClose: ERROR_TOAST_MS,
  }),
  target: showToastFx,
});

sample({
  clock: invalidResponseReceived,
  fn: (): Toast => ({
    tone: 'error',
    title: i18n._(FAILURE_TITLE.invalid),
    message: i18n._(FAILURE_TEXT.invalid),
    autoClose: ERROR_TOAST_MS,
  }),
  target: showToastFx,
});

sample({
  clock: successMessageReceived,
  fn: ({ text, autoCloseMs }): Toast => ({ tone: 'success', message: text, autoClose: autoCloseMs }),
  target: showToastFx,
});
