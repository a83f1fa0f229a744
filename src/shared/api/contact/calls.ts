import { createCall } from '../create-call';
import { contactChangedSchema, contactCodeSentSchema, languageSavedSchema } from './schemas';

/**
 * The customer's contact details (customer-portal.md §7 "Profile"): phone and e-mail change with a code, the
 * language. Own module: loaded with the profile's contact screen, never by the shell.
 */
export const CONTACT_PATHS = {
  requestPhone: '/profile/data/request-phone-change',
  confirmPhone: '/profile/data/confirm-phone-change',
  requestEmail: '/profile/data/request-email-change',
  confirmEmail: '/profile/data/confirm-email-change',
  language: '/profile/data/save-language',
  avatar: '/mobile/upload-cust-avatar/',
} as const;

/**
 * `PHONE` (+374 and 8 digits) or `EMAIL`: the new address; the confirmations add `CODE` (6 digits). One loose type
 * so that one model drives both changes.
 */
export type ContactPayload = Record<string, string>;

export const requestPhoneChangeFx = createCall<typeof contactCodeSentSchema, ContactPayload>({
  client: 'application',
  path: CONTACT_PATHS.requestPhone,
  schema: contactCodeSentSchema,
  shownFields: ['PHONE', 'CODE'],
});
export const confirmPhoneChangeFx = createCall<typeof contactChangedSchema, ContactPayload>({
  client: 'application',
  path: CONTACT_PATHS.confirmPhone,
  schema: contactChangedSchema,
  shownFields: ['PHONE', 'CODE'],
});
export const requestEmailChangeFx = createCall<typeof contactCodeSentSchema, ContactPayload>({
  client: 'application',
  path: CONTACT_PATHS.requestEmail,
  schema: contactCodeSentSchema,
  shownFields: ['EMAIL', 'CODE'],
});
export const confirmEmailChangeFx = createCall<typeof contactChangedSchema, ContactPayload>({
  client: 'application',
  path: CONTACT_PATHS.confirmEmail,
  schema: contactChangedSchema,
  shownFields: ['EMAIL', 'CODE'],
});
/** The customer's language on the server (am/en/ru; the wire's name of Armenian is am). */
export const saveCustomerLanguageFx = createCall<typeof languageSavedSchema, { [key: string]: unknown; lang: 'am' | 'en' | 'ru' }>({
  client: 'application',
  path: CONTACT_PATHS.language,
  schema: languageSavedSchema,
});

/** The customer's picture: multipart, one file as `FILENAME[]`; answers the profile with the new `avatar`. */
export const uploadAvatarFx = createCall<typeof contactChangedSchema, { [key: string]: unknown; FILENAME: File[] }>({
  client: 'application',
  path: CONTACT_PATHS.avatar,
  schema: contactChangedSchema,
  multipart: true,
  // The picker says every failure under the picture (the server's words, or why it failed): no toast or dialog too.
  // "Saved" is still the success toast.
  silent: 'failures',
});
