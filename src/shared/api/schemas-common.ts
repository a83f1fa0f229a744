import * as v from 'valibot';

/**
 * The building blocks every response schema shares (docs/contributing.md "API"), defined once. The backend
 * is a PHP-era API: ids come as numbers or strings, texts may be missing or null.
 */

/** An id: a number or a string on the wire, always a string in the product. */
export const id = v.pipe(v.union([v.number(), v.string()]), v.transform(String));
/** An amount (drams): a number or a numeric string on the wire, a number in the product. */
export const money = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number());
/** An amount that may be missing or null (null then). */
export const optionalMoney = v.optional(v.nullable(money), null);
/** A text the product shows as is: missing or null becomes ''. */
export const text = v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((value) => value ?? ''));
/** A text whose absence matters: missing or null stays null. */
export const optionalText = v.optional(v.nullable(v.string()), null);
/** The head of a content page (`<title>`, description, keywords): spread into the page's schema. */
export const pageMeta = {
  meta_title: text,
  meta_description: text,
  meta_keywords: text,
};
