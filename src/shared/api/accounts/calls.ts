import { createCall } from '../create-call';
import {
  accountCreatedSchema,
  codeSentSchema,
  documentsSentSchema,
  identityStepSchema,
  passwordResetSchema,
  recoveryCodeSchema,
} from './schemas';
import { IDENTITY_STATUS_PATH } from './identity-calls';

/**
 * Registration and password recovery calls (customer-portal.md §7 Login). Own module: loaded with the account
 * pages, never by the shell. `shownFields`: the fields each screen shows the server's warnings under (they open no
 * dialog); a warning of another field (a REGISTRATION that expired) still does.
 */
export const ACCOUNT_PATHS = {
  sendCode: '/mobile/login/verification/send/',
  signup: '/mobile/login/customer-signup/',
  socialCard: '/mobile/sss_policy_activation/',
  forgot: '/mobile/login/customer-pass-forgot/',
  identityStatus: IDENTITY_STATUS_PATH,
} as const;

export interface SendCodePayload {
  [key: string]: unknown;
  PURPOSE: 'signup' | 'recovery';
  CHANNEL: 'email' | 'sms';
  EMAIL?: string;
  /** `+374 (0xx) rest` (shared/api/phone.ts). */
  PHONE?: string;
  REGISTRATION?: string;
}

/** Sends a verification code by e-mail or SMS. */
export const sendCodeFx = createCall<typeof codeSentSchema, SendCodePayload>({
  client: 'application',
  path: ACCOUNT_PATHS.sendCode,
  schema: codeSentSchema,
  // The e-mail and phone screens show their field, the code screens (resend) the code.
  shownFields: ['EMAIL', 'PHONE', 'CODE'],
});

/** Registration: the e-mail code (STEP email-code) or the SMS code (STEP phone-code). */
export const verifySignupCodeFx = createCall<
  typeof identityStepSchema,
  { [key: string]: unknown; STEP: 'email-code' | 'phone-code'; CODE: string; EMAIL?: string; PHONE?: string; REGISTRATION?: string }
>({ client: 'application', path: ACCOUNT_PATHS.signup, schema: identityStepSchema, shownFields: ['CODE'] });

/** Registration: the social-service card number when neither the e-mail nor the phone matched. */
export const checkSocialCardFx = createCall<typeof identityStepSchema, { [key: string]: unknown; REGISTRATION: string; SSN: string }>({
  client: 'application',
  path: ACCOUNT_PATHS.socialCard,
  schema: identityStepSchema,
  shownFields: ['SSN'],
});

/** Registration: the password (and, when nothing matched, the name): creates the account and signs in. */
export const createAccountFx = createCall<
  typeof accountCreatedSchema,
  { [key: string]: unknown; STEP: 'password'; REGISTRATION: string; PASSWORD: string; PASSWORD_CONFIRM: string; FIRSTNAME?: string; LASTNAME?: string }
>({ client: 'application', path: ACCOUNT_PATHS.signup, schema: accountCreatedSchema, shownFields: ['PASSWORD', 'PASSWORD_CONFIRM', 'FIRSTNAME', 'LASTNAME'] });

/** Registration: the identity documents uploaded (ids of /files/upload) for review. */
export const sendDocumentsFx = createCall<typeof documentsSentSchema, { [key: string]: unknown; STEP: 'documents'; DOCUMENT_TYPE: string; FILES: string }>({
  client: 'application',
  path: ACCOUNT_PATHS.signup,
  schema: documentsSentSchema,
  shownFields: ['FILES'],
});

/** Recovery: the e-mailed code gives the permission to set a new password. */
export const verifyRecoveryCodeFx = createCall<typeof recoveryCodeSchema, { [key: string]: unknown; STEP: 'code'; EMAIL: string; CODE: string }>({
  client: 'application',
  path: ACCOUNT_PATHS.forgot,
  schema: recoveryCodeSchema,
  shownFields: ['CODE'],
});

/** Recovery: the new password; signs the customer in. */
export const resetPasswordFx = createCall<
  typeof passwordResetSchema,
  { [key: string]: unknown; STEP: 'password'; RESET: string; PASSWORD: string; PASSWORD_CONFIRM: string }
>({ client: 'application', path: ACCOUNT_PATHS.forgot, schema: passwordResetSchema, shownFields: ['PASSWORD', 'PASSWORD_CONFIRM'] });
