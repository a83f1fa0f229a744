import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { RESEND_CODE_SECONDS } from '@/shared/config';
import { readStoredJson, storage } from '@/shared/lib';
import {
  code,
  emailCodeRequest,
  smsCodeRequest,
  $email,
  $emailSent,
  $firstName,
  $identityFailed,
  $lastName,
  $phone,
  $phoneSent,
  $registration,
  $signedUp,
  $ssn,
  $verified,
  timer,
  type VerifiedBy,
} from './registration';

/**
 * The registration's place and values survive a reload (session storage): after a reload on the code screen the
 * e-mail and the countdown are still there and the code already sent can still be entered
 * (docs/decisions/registration-draft.md). The place is the address; the draft holds what comes before the account
 * exists, never a password or a code. It is removed once the account is created, when the flow is left, and with
 * the rest of session storage on sign-out.
 */
export const REGISTRATION_DRAFT_KEY = 'registrationDraft';

export interface RegistrationDraft {
  email: string;
  emailSent: string | null;
  phone: string;
  phoneSent: string | null;
  ssn: string;
  registration: string | null;
  verified: VerifiedBy | null;
  identityFailed: boolean;
  firstName: string;
  lastName: string;
  /** Epoch ms from which a new code may be asked for: the countdown resumes from it. */
  resendAt: number | null;
}

/** A registration screen opened: the draft is read back (`resumeFx`) before the page decides which step may show. */
export const registrationResumed = createEvent();

/** When a new code may be asked for, from the seconds the countdown starts with (reads the clock). */
const stampResendFx = createEffect((seconds: number) => Date.now() + seconds * 1000);
const $resendAt = createStore<number | null>(null)
  .on(stampResendFx.doneData, (_, at) => at)
  .reset(timer.stopped);
sample({ clock: timer.started, fn: () => RESEND_CODE_SECONDS, target: stampResendFx });
sample({ clock: timer.startedFrom, target: stampResendFx });

const readDraftFx = createEffect(() => ({ draft: readStoredJson<RegistrationDraft | null>('session', REGISTRATION_DRAFT_KEY, null), now: Date.now() }));
/** Reads the draft back and applies it; it is done once every store holds its value again. */
export const resumeFx = createEffect(async () => {
  await readDraftFx();
});
sample({ clock: registrationResumed, target: resumeFx });

const restored = sample({
  clock: readDraftFx.doneData,
  source: $emailSent,
  // A flow already in memory (the customer moves between its screens) wins over what is stored.
  filter: (inMemory, { draft }) => inMemory === null && draft !== null && typeof draft.emailSent === 'string',
  fn: (_, { draft, now }) => ({ draft: draft as RegistrationDraft, now }),
});
sample({ clock: restored, fn: ({ draft }) => draft.email, target: $email });
sample({ clock: restored, fn: ({ draft }) => draft.emailSent, target: $emailSent });
sample({ clock: restored, fn: ({ draft }) => draft.phone, target: $phone });
sample({ clock: restored, fn: ({ draft }) => draft.phoneSent, target: $phoneSent });
// The code flow's request: the SMS once one went out, the e-mail before (what "send again" repeats).
sample({
  clock: restored,
  fn: ({ draft }) =>
    draft.phoneSent !== null && draft.registration !== null ? smsCodeRequest(draft.phoneSent, draft.registration) : emailCodeRequest(draft.emailSent as string),
  target: code.$sentTo,
});
sample({ clock: restored, fn: ({ draft }) => draft.ssn, target: $ssn });
sample({ clock: restored, fn: ({ draft }) => draft.registration, target: $registration });
sample({ clock: restored, fn: ({ draft }) => draft.verified, target: $verified });
sample({ clock: restored, fn: ({ draft }) => draft.identityFailed, target: $identityFailed });
sample({ clock: restored, fn: ({ draft }) => draft.firstName, target: $firstName });
sample({ clock: restored, fn: ({ draft }) => draft.lastName, target: $lastName });
sample({
  clock: restored,
  filter: ({ draft, now }) => draft.resendAt !== null && draft.resendAt > now,
  fn: ({ draft, now }) => Math.ceil(((draft.resendAt as number) - now) / 1000),
  target: timer.startedFrom,
});

const writeDraftFx = createEffect((draft: RegistrationDraft | null) => {
  if (draft === null) storage.remove('session', REGISTRATION_DRAFT_KEY);
  else storage.set('session', REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
});
const $draft = combine(
  {
    email: $email,
    emailSent: $emailSent,
    phone: $phone,
    phoneSent: $phoneSent,
    ssn: $ssn,
    registration: $registration,
    verified: $verified,
    identityFailed: $identityFailed,
    firstName: $firstName,
    lastName: $lastName,
    resendAt: $resendAt,
    signedUp: $signedUp,
  },
  ({ signedUp, ...draft }): RegistrationDraft | null => (signedUp || draft.emailSent === null ? null : draft),
);
sample({ clock: $draft.updates, target: writeDraftFx });
