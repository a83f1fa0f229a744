import { calcResultSchema } from '../interface/schemas';
import { CALCULATORS } from '@/shared/config';
import { createDynamicCall } from '../create-call';

/**
 * The public calculators (public-site.md §7): POST the form's values minus nulls to the product's own
 * path (`/product/appa/calc`, `/product/travel/calc`…); the answer is `{ result: { premium, amount,
 * amount_text } }`. A 400 carries `warning_d` keyed by FIELD_NAME (the API error's `fieldWarnings`).
 */
export const calculatePremiumFx = createDynamicCall<typeof calcResultSchema, { path: string; payload: Record<string, unknown> }>({
  client: 'application', idempotent: 'read',
  schema: calcResultSchema,
  paths: CALCULATORS.map((calculator) => calculator.calcPath),
  // The result panel says every failure (a refusal, the connection, the server) in place: no toast or dialog too.
  silent: 'failures',
});
