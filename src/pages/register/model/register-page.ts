import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $isAuthorized } from '@/entities/session';
import {
  $registerProgress,
  isStepReachable,
  registerStepRefused,
  registrationLeft,
  registrationResumeFx,
  registrationResumed,
  type RegisterStep,
} from '@/features/register';
import { identityDocumentsSent, identityDocumentTypeChosen } from '@/features/send-identity-documents';
import { DEFAULT_AFTER_LOGIN_TAB } from '@/shared/config';
import { $lang, localizePath, splitLangFromPath } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';

/** A registration screen is open, with its step (from the address). */
export const RegisterPageGate = createGate<{ step: RegisterStep }>('RegisterPage');

// The flow's place and values survive a reload (session storage): they are read back before the step is judged.
sample({ clock: RegisterPageGate.open, target: registrationResumed });
const $resumed = createStore(false).on(registrationResumeFx.finally, () => true).reset(RegisterPageGate.close);

const opened = sample({
  clock: [registrationResumeFx.finally, sample({ clock: RegisterPageGate.state.updates, filter: $resumed })],
  source: { authorized: $isAuthorized, progress: $registerProgress, lang: $lang, step: RegisterPageGate.state },
  filter: RegisterPageGate.status,
  fn: ({ step, ...source }) => ({ ...source, step: step.step }),
});

// /register and /register/empty send a signed-in customer away (customer-portal.md §2 "Access").
sample({
  clock: opened,
  filter: ({ authorized, step }) => authorized && step.name === 'email',
  fn: ({ lang }) => ({ href: localizePath(`/profile/${DEFAULT_AFTER_LOGIN_TAB}`, lang), replace: true }),
  target: navigateFx,
});
// A later step opened without what it needs (a reload, a typed address): back to the start.
sample({
  clock: opened,
  filter: ({ authorized, step, progress }) => !(authorized && step.name === 'email') && !isStepReachable(step, progress),
  target: registerStepRefused,
});
sample({
  clock: opened,
  filter: ({ step, progress }) => step.name === 'personalData' && isStepReachable(step, progress),
  fn: ({ step }) => (step as Extract<RegisterStep, { name: 'personalData' }>).type,
  target: identityDocumentTypeChosen,
});
// The documents were received (the success toast says so): the registration ends in the customer's area.
sample({
  clock: identityDocumentsSent,
  source: { open: RegisterPageGate.status, lang: $lang },
  filter: ({ open }) => open,
  fn: ({ lang }) => ({ href: localizePath(`/profile/${DEFAULT_AFTER_LOGIN_TAB}`, lang), replace: true }),
  target: navigateFx,
});

/** The address is one of the registration's screens (/register, /en/register/code, …). */
export const isRegistrationAddress = (pathname: string) => /^\/register(\/|$)/.test(splitLangFromPath(pathname).rest);
// The flow ends when the customer leaves the registration's addresses, not when its page unmounts: a remount between
// two of its screens (the route's skeleton while the next screen's match loads, on a slow phone) must not forget the
// e-mail, the code's countdown and the draft (docs/decisions/registration-draft.md).
sample({
  clock: $location.map(({ pathname }) => isRegistrationAddress(pathname)).updates,
  filter: (onRegistration) => !onRegistration,
  target: registrationLeft,
});
