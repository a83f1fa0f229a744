import * as v from 'valibot';
import { id, optionalText } from '../schemas-common';

/** Response schemas of the application client (customer-portal.md §3, §7). */

/**
 * The customer (§3). The name by language comes as `fullname_hy/en/ru` or, from some backends, only as `FULLNAME`
 * (Armenian), `FULLNAME_E`, `FULLNAME_R`: normalised here to the first three, so the rest of the app reads one set.
 */
export const customerSchema = v.pipe(
  v.looseObject({
    CUSTOMER: id,
    user_id: id,
    EMAIL: optionalText,
    PHONE: optionalText,
    lang: v.optional(v.picklist(['am', 'en', 'ru']), 'am'),
    fullname_hy: v.optional(v.string(), ''),
    fullname_en: v.optional(v.string(), ''),
    fullname_ru: v.optional(v.string(), ''),
    FULLNAME: optionalText,
    FULLNAME_E: optionalText,
    FULLNAME_R: optionalText,
    UID: v.optional(v.string(), ''),
    avatar: optionalText,
  }),
  v.transform(({ FULLNAME, FULLNAME_E, FULLNAME_R, ...customer }) => ({
    ...customer,
    fullname_hy: customer.fullname_hy || FULLNAME || '',
    fullname_en: customer.fullname_en || FULLNAME_E || '',
    fullname_ru: customer.fullname_ru || FULLNAME_R || '',
  })),
);

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

/**
 * GET /client-info on the product's own host (public-site.md §3 "the IP from a lookup on the product's own host"):
 * nginx answers `{ "ip": "$remote_addr" }`; a host that knows more may add the country (ISO code, calling code).
 */
export const clientInfoSchema = v.looseObject({
  ip: v.string(),
  country: v.optional(v.nullable(v.string()), null),
  countryCode: v.optional(v.nullable(v.string()), null),
});
export type ClientInfo = v.InferOutput<typeof clientInfoSchema>;

export type Customer = v.InferOutput<typeof customerSchema>;
export type SignInResult = v.InferOutput<typeof signInSchema>;
export type CaptchaChallenge = v.InferOutput<typeof captchaSchema>;
