import type { CalcResult, FailureReason } from '@/shared/api';

/**
 * Where a calculation stands, for the result panel:
 * - `idle`: nothing calculated since the last change;
 * - `pending`: the calculation is on its way (spinner);
 * - `done`: premium, amount and amount_text;
 * - `invalid`: the server refused some fields (their messages are under the fields; `messages` are those that name
 *   no field of the form);
 * - `failed`: anything else went wrong: a refusal's messages, or why (no connection, the server); the user may try
 *   again. The panel is the one place that says it: the call is silent (no toast, no dialog).
 */
export type CalculationOutcome =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: CalcResult }
  | { status: 'invalid'; messages: string[] }
  | { status: 'failed'; messages: string[]; reason: FailureReason | null };

export const IDLE: CalculationOutcome = { status: 'idle' };
