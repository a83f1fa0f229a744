import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { $user } from '@/entities/session';
import {
  confirmEmailChangeFx,
  confirmPhoneChangeFx,
  requestEmailChangeFx,
  requestPhoneChangeFx,
  saveCustomerLanguageFx,
  type Customer,
} from '@/shared/api';
import { $lang, $pageAlternates, languageChosen, switchLanguageHref, toServerLang, type Lang } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';
import { checkNewEmail, checkNewPhone, emailChangeWire, phoneChangeWire } from '../lib/rules';
import { createCodeChange } from './code-change';

/**
 * The "Personal data" screen (issue 12 item 5; docs/decisions.md "Contact details"): the phone and the e-mail, each
 * changed with a code, and the language of the customer (stored on the server and switching the interface).
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
