import type * as v from 'valibot';
import type { calcResultSchema } from '@/shared/api/interface/schemas';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { badRequest, fieldWarnings, ok } from '../../lib/respond';
import { dictionaryEndpoints } from './dictionaries';
import { InputReader } from './input';
import { apkaCalculator } from './quotes/apka';
import { appaCalculator } from './quotes/appa';
import type { Calculator } from './quotes/calculator';
import { justCascoCalculator } from './quotes/just-casco';
import { checkupCalculator, checkupPlusCalculator, socialCheckupCalculator } from './quotes/medical';
import { petsCalculator } from './quotes/pets';
import { propertyCalculator } from './quotes/property';
import { travelCalculator, travelSupportCalculator } from './quotes/travel';

/**
 * The public calculators (public-site.md §7): the payload is the form's values minus nulls; the answer is
 * `{ result: { premium, amount, amount_text } }`, or 400 `warning_d` keyed by FIELD_NAME in the request
 * language when a value is missing or out of range. No session needed; a signed-in call is fine too.
 */
function calcEndpoint<I>(calc: Calculator<I>): Endpoint {
  return publicEndpoint({
    client: 'application',
    path: calc.path,
    title: calc.title,
    warningFields: calc.warningFields,
    resolve: ({ fields, lang }) => {
      const today = new Date();
      const reader = new InputReader(fields, lang);
      const input = calc.read(reader, today);
      if (reader.failed) return fieldWarnings(reader.warnings);
      if (input === undefined) return badRequest({ warning: `${calc.path}: the payload could not be read` });
      const quote = calc.quote(input, today);
      const answer = { result: { premium: quote.premium, amount: quote.amount, amount_text: quote.describe(lang) } };
      return ok(answer satisfies v.InferInput<typeof calcResultSchema>);
    },
  });
}

/** All ten, in the order of the spec. */
const calcEndpoints: readonly Endpoint[] = [
  calcEndpoint(appaCalculator),
  calcEndpoint(travelCalculator),
  calcEndpoint(travelSupportCalculator),
  calcEndpoint(propertyCalculator),
  calcEndpoint(justCascoCalculator),
  calcEndpoint(checkupCalculator),
  calcEndpoint(checkupPlusCalculator),
  calcEndpoint(apkaCalculator),
  calcEndpoint(petsCalculator),
  calcEndpoint(socialCheckupCalculator),
];

export const calculatorEndpoints: readonly Endpoint[] = [...calcEndpoints, ...dictionaryEndpoints];
