import { attach, createStore, sample, type Store, type Unit } from 'effector';
import { calculatePremiumFx, failureReasonOf, type ApiError } from '@/shared/api';
import { withoutNulls, type WireValues } from '@/shared/form-engine';
import { IDLE, type CalculationOutcome } from './outcome';

/**
 * The calculation effect of one calculator: the form's wire values minus nulls (public-site.md §7) to the
 * product's path. The form engine sends it as the form's `submitFx`, so its client validation runs first
 * and a 400's warning_d lands under the fields.
 */
export const createCalculateFx = (calcPath: string) =>
  attach({
    effect: calculatePremiumFx,
    mapParams: (values: WireValues) => ({ path: calcPath, payload: withoutNulls(values) }),
  });

export type CalculateFx = ReturnType<typeof createCalculateFx>;

/**
 * Where a calculation stands (public-site.md §4 "Calculator"): pending while the call runs, then done,
 * invalid (warning_d; the messages are under the fields) or failed. Any of `clearedBy` clears it, and an
 * answer to values that are no longer the form's is dropped.
 */
export function createCalculationOutcome(config: { calculateFx: CalculateFx; $payload: Store<WireValues>; clearedBy: Unit<unknown>[] }) {
  const { calculateFx, $payload } = config;
  const $outcome = createStore<CalculationOutcome>(IDLE);

  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const answered = sample({ clock: calculateFx.finally, source: $payload, filter: (payload, { params }) => same(payload, params), fn: (_, end) => end });

  $outcome
    .on(calculateFx, () => ({ status: 'pending' }))
    .on(answered, (_, end): CalculationOutcome => (end.status === 'done' ? { status: 'done', result: end.result.result } : outcomeOfError(end.error)))
    .reset(config.clearedBy);

  return $outcome;
}

export function outcomeOfError(error: ApiError): CalculationOutcome {
  if (error.kind === 'cancelled') return IDLE;
  if (error.kind === 'warning' && Object.keys(error.fieldWarnings).length > 0) {
    const underFields = new Set(Object.values(error.fieldWarnings).flat());
    return { status: 'invalid', messages: error.messages.filter((message) => !underFields.has(message)) };
  }
  // A 400's warnings say what to fix; for a 5xx or a network failure the panel says why in the catalogue's words.
  return { status: 'failed', messages: error.kind === 'warning' ? error.messages : [], reason: failureReasonOf(error) };
}
