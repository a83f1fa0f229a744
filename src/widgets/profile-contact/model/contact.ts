import { createEffect, createEvent, createStore, sample } from 'effector';
import { pending } from 'patronum';
import { createGate } from 'effector-react';
import { $user } from '@/entities/session';
import {
  confirmEmailChangeFx,
  confirmPhoneChangeFx,
  requestEmailChangeFx,
  requestPhoneChangeFx,
  saveCustomerLanguageFx,
  failureReasonOf,
  uploadAvatarFx,
  type Customer,
  type FailureReason,
} from '@/shared/api';
import { $lang, $pageAlternates, languageChosen, switchLanguageHref, toServerLang, type Lang } from '@/shared/i18n';
import { shrinkImage } from '@/shared/lib';
import { $location, navigateFx } from '@/shared/routing';
import { checkAvatar, checkNewEmail, checkNewPhone, emailChangeWire, phoneChangeWire, type AvatarProblem } from '../lib/rules';
import { createCodeChange } from './code-change';

/**
 * The "Personal data" screen (issue 12 item 5; docs/decisions/contact-change-with-code.md): the phone and the e-mail,
 * each changed with a code, and the language of the customer (stored on the server and switching the interface).
 */
/** Open while the screen is on the page; leaving it forgets what was typed and stops the countdowns. */
export const ContactGate = createGate();

const $phone = $user.map((user) => user?.PHONE ?? null);
const $email = $user.map((user) => user?.EMAIL ?? null);

export const phoneChange = createCodeChange({
  field: 'PHONE',
  check: checkNewPhone,
  toWire: phoneChangeWire,
  $current: $phone,
  requestFx: requestPhoneChangeFx,
  confirmFx: confirmPhoneChangeFx,
});

export const emailChange = createCodeChange({
  field: 'EMAIL',
  check: checkNewEmail,
  toWire: emailChangeWire,
  $current: $email,
  requestFx: requestEmailChangeFx,
  confirmFx: confirmEmailChangeFx,
});

// A confirmed change is the session's profile at once (the header and this screen show it).
sample({ clock: [phoneChange.changed, emailChange.changed], target: $user });
sample({ clock: ContactGate.close, target: [phoneChange.closed, emailChange.closed] });

// --- Language -----------------------------------------------------------------------------------------------

/** The customer picked a language on this screen. */
export const languageSelected = createEvent<Lang>();
const chosen = sample({ clock: languageSelected, source: $lang, filter: (current, lang) => current !== lang, fn: (_, lang) => lang });
sample({ clock: chosen, fn: (lang) => ({ lang: toServerLang(lang) }), target: saveCustomerLanguageFx });
/** Stored on the server: the interface follows (the same screen in that language), and the choice is remembered. */
const saved = sample({ clock: saveCustomerLanguageFx.done, fn: ({ params }): Lang => (params.lang === 'am' ? 'hy' : params.lang) });
sample({ clock: saved, target: languageChosen });
sample({
  clock: saved,
  source: $user,
  filter: Boolean,
  fn: (user, lang): Customer => ({ ...(user as Customer), lang: toServerLang(lang) }),
  target: $user,
});
sample({
  clock: saved,
  source: { location: $location, alternates: $pageAlternates },
  fn: ({ location, alternates }, lang) => ({ href: switchLanguageHref(location, lang, alternates) }),
  target: navigateFx,
});
export const $languagePending = saveCustomerLanguageFx.pending;

// --- Avatar -------------------------------------------------------------------------------------------------

/** The customer picked a picture (null: the picker was closed without one). */
export const avatarChosen = createEvent<File | null>();
export type AvatarError = { type: AvatarProblem } | { type: 'server'; message: string } | { type: 'failed'; reason: FailureReason | null };
export const $avatarError = createStore<AvatarError | null>(null);
/** Scaled to at most 1024×1024 in the browser before it is sent (customer-portal.md §9). */
export const prepareAvatarFx = createEffect((file: File) => shrinkImage(file));
export const $avatarPending = pending([prepareAvatarFx, uploadAvatarFx]);

const avatarChecked = sample({ clock: avatarChosen, fn: (file) => ({ file, problem: checkAvatar(file) }) });
sample({ clock: avatarChecked, fn: ({ problem }): AvatarError | null => (problem ? { type: problem } : null), target: $avatarError });
sample({ clock: avatarChecked, filter: ({ problem }) => problem === null, fn: ({ file }) => file as File, target: prepareAvatarFx });
sample({ clock: prepareAvatarFx.doneData, fn: (file) => ({ FILENAME: [file] }), target: uploadAvatarFx });
// The new picture is the session's at once: the header shows it.
sample({ clock: uploadAvatarFx.doneData, fn: ({ result }) => result, target: $user });
sample({
  clock: uploadAvatarFx.failData,
  fn: (error): AvatarError | null => {
    // The call is silent: this is the one place that says why it failed (the server's words, or the reason).
    if (error.kind === 'cancelled' || error.kind === 'unauthorized') return null;
    const message = error.fieldWarnings.FILENAME?.[0] ?? (error.kind === 'warning' ? error.messages[0] : undefined);
    return message ? { type: 'server', message } : { type: 'failed', reason: failureReasonOf(error) };
  },
  target: $avatarError,
});
$avatarError.reset(ContactGate.close);
