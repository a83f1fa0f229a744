import * as v from 'valibot';

/** Response schemas of the application client (customer-portal.md §3, §7). */
const idString = v.pipe(v.union([v.number(), v.string()]), v.transform(String));
const optionalText = v.optional(v.nullable(v.string()), null);

export const customerSchema = v.looseObject({
  CUSTOMER: idString,
  user_id: idString,
  EMAIL: optionalText,
  PHONE: optionalText,
  lang: v.optional(v.picklist(['am', 'en', 'ru']), 'am'),
  fullname_hy: v.optional(v.string(), ''),
  fullname_en: v.optional(v.string(), ''),
  fullname_ru: v.optional(v.string(), ''),
  UID: v.optional(v.string(), ''),
  avatar: optionalText,
});

export const signInSchema = v.looseObject({
  token: v.string(),
  user: customerSchema,
});

export const captchaSchema = v.looseObject({
  required: v.pipe(v.union([v.number(), v.boolean()]), v.transform((value: number | boolean) => Boolean(value))),
  captcha_id: v.optional(v.string()),
  question: v.optional(v.string()),
});

export const customerDataSchema = v.looseObject({ result: customerSchema });

export type Customer = v.InferOutput<typeof customerSchema>;
export type SignInResult = v.InferOutput<typeof signInSchema>;
export type CaptchaChallenge = v.InferOutput<typeof captchaSchema>;
