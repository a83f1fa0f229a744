import type { CalcResult } from '@/shared/api';

/**
 * Where a calculation stands, for the result panel:
 * - `idle`: nothing calculated since the last change;
 * - `pending`: the calculation is on its way (spinner);
 * - `done`: premium, amount and amount_text;
 * - `invalid`: the server refused some fields (their messages are under the fields);
 * - `failed`: anything else went wrong (the messages, if the server gave any); the user may try again.
 */
export type CalculationOutcome =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: CalcResult }
  | { status: 'invalid'; messages: string[] }
  | { status: 'failed'; messages: string[] };

export const IDLE: CalculationOutcome = { status: 'idle' };
