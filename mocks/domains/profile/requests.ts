import type * as v from 'valibot';
import type { contactChangedSchema } from '@/shared/api/contact/schemas';
import { CALLBACK_TIMES, CALLBACK_TOPICS, ORDER_PRODUCTS, REQUEST_LIMITS } from '@/shared/api/profile/request-options';
import type { autofillSchema, requestReceivedSchema } from '@/shared/api/profile/request-schemas';
import { checkFile } from '@/shared/form-engine/server-rules';
import { isEmail, normalizeEmail } from '@/shared/lib/identity/rules';
import { db, sendToOutbox } from '../../db';
import type { AddressRecord, CustomerRecord, CustomerRequestRecord } from '../../db/types';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, ok, textField, type FieldWarnings, type ServerLang } from '../../lib/respond';
import { readPhoneField } from '../../lib/phone';
import { PLACES, placeNamed, suggest } from '../contact/places';
import { required, say } from './request-messages';

/**
 * The customer's address and requests (customer-portal.md §7 "Profile"; docs/decisions/address-autofill.md,
 * profile-requests.md): `/profile/data/autofill` suggests towns and streets, `/profile/data/save-address` (ours)
 * stores the address in the profile, and three requests are stored in `customerRequests` with a number and a
 * confirmation e-mail: a callback (`/mobile/callback_order-doctor/`), a contract order
 * (`/mobile/contract_order_fromsite/`) and a written request (`/mobile/create-request/`, multipart, at most one
 * attachment). Refusals: 400 `warning_d` by field.
 */
export const REQUEST_PATHS = {
  autofill: '/profile/data/autofill',
  saveAddress: '/profile/data/save-address',
  callback: '/mobile/callback_order-doctor/',
  contractOrder: '/mobile/contract_order_fromsite/',
  request: '/mobile/create-request/',
} as const;

/** Letters (any script), digits, hyphen, slash, full stop, comma, apostrophe and space (customer-portal.md §5, address). */
const ADDRESS_TEXT = /^[\p{L}\d\s.,'/-]+$/u;
const HOUSE = /^\d{1,4}[\p{L}]?(\/\d{1,4})?$/u;
const APARTMENT = /^\d{1,4}$/;

const autofill = authorizedEndpoint({
  path: REQUEST_PATHS.autofill,
  title: 'Address suggestions (field CITY or STREET, value; CITY narrows the streets)',
  warningFields: ['field', 'value'],
  resolve: ({ fields, lang }) => {
    const field = textField(fields, 'field');
    if (field !== 'CITY' && field !== 'STREET') return fieldWarnings({ field: [say('fieldUnknown', lang)] });
    const value = textField(fields, 'value');
    if (!value) return fieldWarnings({ value: [required(field === 'CITY' ? 'labelCity' : 'labelStreet', lang)] });
    const town = placeNamed(textField(fields, 'CITY'));
    const candidates = field === 'CITY' ? PLACES.map((place) => place.name) : (town ? [town] : PLACES).flatMap((place) => place.streets);
    return ok({ result: suggest(candidates, value, lang) } satisfies v.InferInput<typeof autofillSchema>);
  },
});

function checkText(warnings: FieldWarnings, name: string, value: string, lang: ServerLang, max: number = REQUEST_LIMITS.address) {
  if (value.length > max) warnings[name] = [say('tooLong', lang, { max })];
  else if (value && !ADDRESS_TEXT.test(value)) warnings[name] = [say('textInvalid', lang)];
}

const saveAddress = authorizedEndpoint({
  path: REQUEST_PATHS.saveAddress,
  title: "The customer's address (CITY, STREET, HOUSE, APARTMENT)",
  warningFields: ['STREET', 'HOUSE'],
  resolve: ({ customer, fields, lang }) => {
    const address: AddressRecord = {
      CITY: textField(fields, 'CITY'),
      STREET: textField(fields, 'STREET'),
      HOUSE: textField(fields, 'HOUSE'),
      APARTMENT: textField(fields, 'APARTMENT'),
    };
    const warnings: FieldWarnings = {};
    if (!address.CITY) warnings.CITY = [required('labelCity', lang)];
    else if (!placeNamed(address.CITY)) warnings.CITY = [say('cityUnknown', lang)];
    if (!address.STREET) warnings.STREET = [required('labelStreet', lang)];
    else checkText(warnings, 'STREET', address.STREET, lang);
    if (!address.HOUSE) warnings.HOUSE = [required('labelHouse', lang)];
    else if (!HOUSE.test(address.HOUSE)) warnings.HOUSE = [say('houseInvalid', lang)];
    if (address.APARTMENT && !APARTMENT.test(address.APARTMENT)) warnings.APARTMENT = [say('apartmentInvalid', lang)];
    if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
    const profile = db.update((state) => {
      const stored = state.customers.find((candidate) => candidate.profile.CUSTOMER === customer.profile.CUSTOMER)!;
      stored.profile.ADDRESS = address;
      return structuredClone(stored.profile);
    });
    return ok({ result: profile, message: say('addressSaved', lang) } satisfies v.InferInput<typeof contactChangedSchema>);
  },
});

const PREFIX: Record<CustomerRequestRecord['kind'], string> = { callback: 'CB', order: 'OR', request: 'WR' };

/** Stores a request under its next number, mails the customer, answers the number. */
function receive(customer: CustomerRecord, kind: CustomerRequestRecord['kind'], values: Record<string, string>, files: CustomerRequestRecord['files'], message: string, lang: ServerLang) {
  const at = new Date().toISOString();
  const record = db.update((state) => {
    const count = state.customerRequests.filter((request) => request.kind === kind).length + 1;
    const created: CustomerRequestRecord = {
      kind,
      number: `${PREFIX[kind]}-${at.slice(0, 4)}-${String(count).padStart(6, '0')}`,
      customer: customer.profile.CUSTOMER,
      at,
      status: 'new',
      values,
      files,
    };
    state.customerRequests.push(created);
    return created;
  });
  if (customer.profile.EMAIL) {
    sendToOutbox({ channel: 'email', to: customer.profile.EMAIL, subject: say('mailSubject', lang, { number: record.number }), body: say('mailBody', lang, { number: record.number }) });
  }
  return ok({ result: { NUMBER: record.number, CREATED: at }, message } satisfies v.InferInput<typeof requestReceivedSchema>);
}

/** A required Armenian phone (`+374 (0xx) rest` on the wire) as the db keeps it (+374…), or the warning. */
function phoneOf(warnings: FieldWarnings, fields: Record<string, unknown>, lang: ServerLang): string {
  const sent = readPhoneField(fields, 'PHONE', lang);
  if (sent.status === 'ok') return sent.phone;
  warnings.PHONE = [sent.status === 'empty' ? required('labelPhone', lang) : sent.message];
  return '';
}

function choiceOf(warnings: FieldWarnings, fields: Record<string, unknown>, name: string, choices: readonly string[], label: Parameters<typeof required>[0], lang: ServerLang): string {
  const value = textField(fields, name);
  if (!value) warnings[name] = [required(label, lang)];
  else if (!choices.includes(value)) warnings[name] = [say('choiceUnknown', lang)];
  return value;
}

function commentOf(warnings: FieldWarnings, fields: Record<string, unknown>, lang: ServerLang): string {
  const comment = textField(fields, 'COMMENT');
  if (comment.length > REQUEST_LIMITS.comment) warnings.COMMENT = [say('tooLong', lang, { max: REQUEST_LIMITS.comment })];
  return comment;
}

const callback = authorizedEndpoint({
  path: REQUEST_PATHS.callback,
  title: 'Callback request (PHONE, TOPIC, TIME, COMMENT)',
  warningFields: ['PHONE', 'TOPIC'],
  resolve: ({ customer, fields, lang }) => {
    const warnings: FieldWarnings = {};
    const PHONE = phoneOf(warnings, fields, lang);
    const TOPIC = choiceOf(warnings, fields, 'TOPIC', CALLBACK_TOPICS, 'labelTopic', lang);
    const TIME = choiceOf(warnings, fields, 'TIME', CALLBACK_TIMES, 'labelTime', lang);
    const COMMENT = commentOf(warnings, fields, lang);
    if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
    // One open callback per number and topic: the staff have not called back yet.
    const open = db
      .read()
      .customerRequests.some((request) => request.kind === 'callback' && request.status === 'new' && request.customer === customer.profile.CUSTOMER && request.values.PHONE === PHONE && request.values.TOPIC === TOPIC);
    if (open) return fieldWarnings({ PHONE: [say('callbackOpen', lang)] });
    return receive(customer, 'callback', { PHONE, TOPIC, TIME, COMMENT }, [], say('callbackReceived', lang), lang);
  },
});

const contractOrder = authorizedEndpoint({
  path: REQUEST_PATHS.contractOrder,
  title: 'Contract order from the site (PRODUCT, PHONE, EMAIL, COMMENT)',
  warningFields: ['PRODUCT', 'PHONE'],
  resolve: ({ customer, fields, lang }) => {
    const warnings: FieldWarnings = {};
    const PRODUCT = choiceOf(warnings, fields, 'PRODUCT', ORDER_PRODUCTS, 'labelProduct', lang);
    const PHONE = phoneOf(warnings, fields, lang);
    const email = textField(fields, 'EMAIL');
    if (email && !isEmail(email)) warnings.EMAIL = [say('emailInvalid', lang)];
    const COMMENT = commentOf(warnings, fields, lang);
    if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
    return receive(customer, 'order', { PRODUCT, PHONE, EMAIL: email ? normalizeEmail(email) : '', COMMENT }, [], say('orderReceived', lang), lang);
  },
});

const request = authorizedEndpoint({
  path: REQUEST_PATHS.request,
  title: 'Written request (multipart SUBJECT, TEXT, FILENAME[]: one jpg/png/pdf up to 3 MB)',
  warningFields: ['SUBJECT', 'TEXT'],
  resolve: async ({ customer, request: incoming, lang }) => {
    const fields: Record<string, string> = {};
    let files: File[] = [];
    try {
      const form = await incoming.formData();
      for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
      files = [...form.getAll('FILENAME[]'), ...form.getAll('FILENAME')].filter((file): file is File => file instanceof Blob && file.size > 0);
    } catch {
      // Not multipart: no fields.
    }
    const warnings: FieldWarnings = {};
    const SUBJECT = textField(fields, 'SUBJECT');
    if (!SUBJECT) warnings.SUBJECT = [required('labelSubject', lang)];
    else if (SUBJECT.length > REQUEST_LIMITS.subject) warnings.SUBJECT = [say('tooLong', lang, { max: REQUEST_LIMITS.subject })];
    const TEXT = textField(fields, 'TEXT');
    if (!TEXT) warnings.TEXT = [required('labelText', lang)];
    else if (TEXT.length < REQUEST_LIMITS.textMin) warnings.TEXT = [say('tooShort', lang, { min: REQUEST_LIMITS.textMin })];
    else if (TEXT.length > REQUEST_LIMITS.text) warnings.TEXT = [say('tooLong', lang, { max: REQUEST_LIMITS.text })];
    if (files.length > 1) warnings.FILENAME = [say('tooManyFiles', lang)];
    else if (files[0]) {
      const problem = checkFile(files[0]);
      if (problem) warnings.FILENAME = [say(problem.code === 'file-size' ? 'fileSize' : 'fileType', lang)];
    }
    if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
    const attached = files.map((file) => ({ name: file.name, type: file.type, size: file.size }));
    return receive(customer, 'request', { SUBJECT, TEXT }, attached, say('requestReceived', lang), lang);
  },
});

export const requestEndpoints: readonly Endpoint[] = [autofill, saveAddress, callback, contractOrder, request];
