import { combine, createEvent, createStore, sample } from 'effector';
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
import { $location, navigateFx } from '@/shared/routing';
import { createUploadList, type FileProblem } from '@/shared/upload';
import { checkNewEmail, checkNewPhone, emailChangeWire, phoneChangeWire } from '../lib/rules';
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

/**
 * The customer's picture goes through the one upload list (issue 21): a photo as the phone wrote it (a 6 MB JPEG,
 * a HEIC, a WebP) is turned upright, scaled to 1024×1024 and made a JPEG of at most 3 MB in the browser, then sent
 * with the avatar's own call. The list holds the one picture only while it is prepared and sent.
 */
export const avatarList = createUploadList<'AVATAR'>({ accept: 'images', limits: { maxFiles: 1 } });

/** The customer picked a picture (null: the picker was closed without one). */
export const avatarChosen = createEvent<File | null>();
export type AvatarError = { type: 'problem'; problem: FileProblem } | { type: 'server'; message: string } | { type: 'failed'; reason: FailureReason | null };
/** Why the last picture was not saved: the server's answer (the list's own refusals are below). */
const $sendError = createStore<AvatarError | null>(null);
export const $avatarError = combine(avatarList.$problems, $sendError, (problems, sendError): AvatarError | null => {
  const problem = problems.AVATAR?.[0];
  return sendError ?? (problem ? { type: 'problem', problem } : null);
});
export const $avatarPending = combine(avatarList.$busy, uploadAvatarFx.pending, (preparing, sending) => preparing || sending);

sample({ clock: avatarChosen, filter: Boolean, fn: (file) => ({ slot: 'AVATAR' as const, files: [file] }), target: avatarList.filesChosen });
$sendError.reset(avatarChosen);
sample({ clock: avatarList.fileReady, fn: ({ file }) => ({ FILENAME: [file] }), target: uploadAvatarFx });
// Sent or refused: the list lets the picture go (the next choice starts afresh).
sample({ clock: uploadAvatarFx.finally, target: avatarList.cleared });
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
  target: $sendError,
});
sample({ clock: ContactGate.close, target: avatarList.cleared });
$sendError.reset(ContactGate.close);
