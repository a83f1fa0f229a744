import * as v from 'valibot';
import { customerSchema } from '../application/schemas';

/** Answers of the contact details calls (customer-portal.md §7 "Profile"; shapes ours, docs/decisions/contact-change-with-code.md). */
const flag = v.pipe(v.union([v.number(), v.boolean(), v.string()]), v.transform((value: number | boolean | string) => value === true || Number(value) === 1));

/** request-phone-change / request-email-change: a code went to the new address. */
export const contactCodeSentSchema = v.looseObject({
  sent: flag,
  resend_after: v.optional(v.number(), 120),
  expires_in: v.optional(v.number(), 600),
});

/** confirm-phone-change / confirm-email-change / upload-cust-avatar: the customer's profile as it is now. */
export const contactChangedSchema = v.looseObject({
  result: customerSchema,
  message: v.optional(v.string(), ''),
});

/** save-language: the stored language (am/en/ru). */
export const languageSavedSchema = v.looseObject({
  lang: v.picklist(['am', 'en', 'ru']),
  message: v.optional(v.string(), ''),
});

export type ContactCodeSent = v.InferOutput<typeof contactCodeSentSchema>;
