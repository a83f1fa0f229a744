import type * as v from 'valibot';
import type { contactChangedSchema, languageSavedSchema } from '@/shared/api/contact/schemas';
import { isCodeFormat, isEmail, normalizeEmail } from '@/shared/lib/identity/rules';
import { db } from '../../db';
import type { CustomerRecord } from '../../db/types';
import { recordArrival } from '../../lib/arrivals';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, ok, textField, type ServerLang } from '../../lib/respond';
import { readPhoneField } from '../../lib/phone';
import { required, say as sayAccount } from '../accounts/messages';
import { codeWarnings, sendCode, spendCode } from '../accounts/verification';
import { say } from './messages';

/**
 * The customer's contact details (customer-portal.md §7 "Profile"; docs/decisions/contact-change-with-code.md):
 * a phone or e-mail change is a request (a code goes to the NEW address, visible in the simulator's inbox) and a
 * confirmation with that code; the codes follow the accounts' rules (6 digits, 10 minutes, 120 s between codes,
 * 5 wrong tries lock for 15 minutes). `save-language` stores am/en/ru; the avatar is
 * /mobile/upload-cust-avatar/ (multipart FILENAME[], one jpg/png up to 3 MB, stored as a data URL).
 */
type Channel = 'sms' | 'email';
const keyOf = (customer: CustomerRecord, channel: Channel, address: string) => `contact:${channel}:${customer.profile.CUSTOMER}:${address}`;

/** Stores a change of the customer's profile and answers the profile as it is now. */
function saveProfile(customer: CustomerRecord, change: Partial<CustomerRecord['profile']>, message: string) {
  const profile = db.update((state) => {
    const stored = state.customers.find((candidate) => candidate.profile.CUSTOMER === customer.profile.CUSTOMER)!;
    Object.assign(stored.profile, change);
    return structuredClone(stored.profile);
  });
  return ok({ result: profile, message } satisfies v.InferInput<typeof contactChangedSchema>);
}

/** The new phone (`+374 (0xx) rest` on the wire, +374… in the db) of the request, or the warning to answer. */
function newPhoneOf(customer: CustomerRecord, fields: Record<string, unknown>, lang: ServerLang): string | Response {
  const sent = readPhoneField(fields, 'PHONE', lang);
  if (sent.status === 'empty') return fieldWarnings({ PHONE: [required('labelPhone', lang)] });
  if (sent.status === 'invalid') return fieldWarnings({ PHONE: [sent.message] });
  const { phone } = sent;
  if (phone === customer.profile.PHONE) return fieldWarnings({ PHONE: [say('phoneSame', lang)] });
  if (db.read().customers.some((other) => other.profile.PHONE === phone)) return fieldWarnings({ PHONE: [say('phoneTaken', lang)] });
  return phone;
}

function newEmailOf(customer: CustomerRecord, fields: Record<string, unknown>, lang: ServerLang): string | Response {
  const typed = textField(fields, 'EMAIL');
  if (!typed) return fieldWarnings({ EMAIL: [required('labelEmail', lang)] });
  if (!isEmail(typed)) return fieldWarnings({ EMAIL: [sayAccount('emailInvalid', lang)] });
  const email = normalizeEmail(typed);
  if (email === customer.profile.EMAIL.toLowerCase()) return fieldWarnings({ EMAIL: [say('emailSame', lang)] });
  if (db.read().customers.some((other) => other.profile.EMAIL.toLowerCase() === email)) return fieldWarnings({ EMAIL: [say('emailTaken', lang)] });
  return email;
}

function typedCode(fields: Record<string, unknown>, lang: ServerLang): string | Response {
  const code = textField(fields, 'CODE');
  if (!code) return fieldWarnings({ CODE: [required('labelCode', lang)] });
  if (!isCodeFormat(code)) return fieldWarnings({ CODE: [sayAccount('codeInvalid', lang)] });
  return code;
}

export const CONTACT_PATHS = {
  requestPhone: '/profile/data/request-phone-change',
  confirmPhone: '/profile/data/confirm-phone-change',
  requestEmail: '/profile/data/request-email-change',
  confirmEmail: '/profile/data/confirm-email-change',
  language: '/profile/data/save-language',
  avatar: '/mobile/upload-cust-avatar/',
} as const;

const requestPhone = authorizedEndpoint({
  path: CONTACT_PATHS.requestPhone,
  title: 'Phone change: a code by SMS to the new number (PHONE)',
  warningFields: ['PHONE', 'CODE'],
  resolve: ({ customer, fields, lang }) => {
    const phone = newPhoneOf(customer, fields, lang);
    if (phone instanceof Response) return phone;
    return sendCode(keyOf(customer, 'sms', phone), ['PHONE', 'CODE'], { kind: 'code', channel: 'sms', to: phone, subject: sayAccount('mailCodeSubject', lang) }, lang);
  },
});

const confirmPhone = authorizedEndpoint({
  path: CONTACT_PATHS.confirmPhone,
  title: 'Phone change: confirm with the code (PHONE, CODE)',
  warningFields: ['PHONE', 'CODE'],
  resolve: ({ customer, fields, lang }) => {
    const phone = newPhoneOf(customer, fields, lang);
    if (phone instanceof Response) return phone;
    const code = typedCode(fields, lang);
    if (code instanceof Response) return code;
    const outcome = spendCode(keyOf(customer, 'sms', phone), code);
    if (outcome.result !== 'ok') return fieldWarnings(codeWarnings(outcome, lang));
    return saveProfile(customer, { PHONE: phone }, say('phoneChanged', lang));
  },
});

const requestEmail = authorizedEndpoint({
  path: CONTACT_PATHS.requestEmail,
  title: 'E-mail change: a code to the new address (EMAIL)',
  warningFields: ['EMAIL', 'CODE'],
  resolve: ({ customer, fields, lang }) => {
    const email = newEmailOf(customer, fields, lang);
    if (email instanceof Response) return email;
    return sendCode(keyOf(customer, 'email', email), ['EMAIL', 'CODE'], { kind: 'code', channel: 'email', to: email, subject: sayAccount('mailCodeSubject', lang) }, lang);
  },
});

const confirmEmail = authorizedEndpoint({
  path: CONTACT_PATHS.confirmEmail,
  title: 'E-mail change: confirm with the code (EMAIL, CODE)',
  warningFields: ['EMAIL', 'CODE'],
  resolve: ({ customer, fields, lang }) => {
    const email = newEmailOf(customer, fields, lang);
    if (email instanceof Response) return email;
    const code = typedCode(fields, lang);
    if (code instanceof Response) return code;
    const outcome = spendCode(keyOf(customer, 'email', email), code);
    if (outcome.result !== 'ok') return fieldWarnings(codeWarnings(outcome, lang));
    return saveProfile(customer, { EMAIL: email }, say('emailChanged', lang));
  },
});

const SERVER_LANGS: readonly string[] = ['am', 'en', 'ru'];

const saveLanguage = authorizedEndpoint({
  path: CONTACT_PATHS.language,
  title: "The customer's language (lang am/en/ru)",
  warningFields: ['lang', 'LANG'],
  resolve: ({ customer, fields, lang }) => {
    // The application client sends the page's language as a header; the chosen one is the body's `lang`.
    const chosen = textField(fields, 'lang');
    if (!SERVER_LANGS.includes(chosen)) return fieldWarnings({ lang: [say('languageInvalid', lang)] });
    const language = chosen as ServerLang;
    db.update((state) => {
      state.customers.find((candidate) => candidate.profile.CUSTOMER === customer.profile.CUSTOMER)!.profile.lang = language;
    });
    return ok({ lang: language, message: say('languageSaved', language) } satisfies v.InferInput<typeof languageSavedSchema>);
  },
});

const AVATAR_MAX_BYTES = 3 * 1024 * 1024;
const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** The picture as a data URL (stored in the db: the simulator has no file store; the app sends it at most 1024×1024). */
async function dataUrlOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${file.type};base64,${btoa(binary)}`;
}

const uploadAvatar = authorizedEndpoint({
  path: CONTACT_PATHS.avatar,
  title: "The customer's picture (multipart FILENAME[]: one jpg/png, 3 MB)",
  warningFields: ['FILENAME', 'file'],
  resolve: async ({ customer, request, lang }) => {
    let files: FormDataEntryValue[] = [];
    try {
      const form = await request.formData();
      files = [...form.getAll('FILENAME[]'), ...form.getAll('FILENAME')];
    } catch {
      // Not multipart: no file.
    }
    const pictures = files.filter((file): file is File => file instanceof Blob && file.size > 0);
    if (pictures.length !== 1) return fieldWarnings({ FILENAME: [say('avatarMissing', lang)] });
    const [picture] = pictures as [File];
    // The type decides; a name's extension, when there is one, must agree (some clients send parts named "blob").
    const extension = /\.([^.]+)$/.exec(picture.name || '')?.[1];
    if (!AVATAR_TYPES.includes(picture.type) || (extension && !/^(jpe?g|png)$/i.test(extension))) return fieldWarnings({ FILENAME: [say('avatarType', lang)] });
    if (picture.size > AVATAR_MAX_BYTES) return fieldWarnings({ FILENAME: [say('avatarSize', lang)] });
    await recordArrival(picture, { id: `avatar-${Date.now().toString(36)}`, owner: customer.profile.CUSTOMER, kind: 'avatar', name: picture.name, file: '', customer: customer.profile.CUSTOMER });
    return saveProfile(customer, { avatar: await dataUrlOf(picture) }, say('avatarSaved', lang));
  },
});

export const contactEndpoints: readonly Endpoint[] = [requestPhone, confirmPhone, requestEmail, confirmEmail, saveLanguage, uploadAvatar];
