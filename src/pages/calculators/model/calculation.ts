import { attach, createEvent, createStore, sample, type Event, type Store, type Unit } from 'effector';
import { calculatePremiumFx, type ApiError } from '@/shared/api';
import { IDLE, type CalculationOutcome } from './outcome';

/**
 * One calculator's calculation (public-site.md §4 "Calculator"): `submitted` (the form is valid and the user
 * asked) posts the payload to the product's path; the outcome goes pending, then done, invalid (warning_d:
 * the messages go under the fields through `fieldWarningsReceived`) or failed. Any of `clearedBy` (every input
 * change, the language) clears the result, and an answer to values that are no longer the form's is dropped.
 */
export function createCalculation(config: {
  calcPath: string;
  /** The form's values as sent: without nulls (public-site.md §7). */
  $payload: Store<Record<string, unknown>>;
  submitted: Event<void>;
  clearedBy: Unit<unknown>[];
}) {
  const retried = createEvent();
  const calculateFx = attach({ effect: calculatePremiumFx });
  const $outcome = createStore<CalculationOutcome>(IDLE);
  const $pending = calculateFx.pending;

  const requested = sample({ clock: [config.submitted, retried], source: config.$payload, fn: (payload) => ({ path: config.calcPath, payload }) });
  sample({ clock: requested, target: calculateFx });

  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const answered = sample({ clock: calculateFx.finally, source: config.$payload, filter: (payload, { params }) => same(payload, params.payload), fn: (_, end) => end });

  $outcome
    .on(requested, () => ({ status: 'pending' }))
    .on(answered, (_, end): CalculationOutcome => {
      if (end.status === 'done') return { status: 'done', result: end.result.result };
      return outcomeOfError(end.error);
    })
    .reset(config.clearedBy);

  /** warning_d of a refused calculation, for the form to show under its fields. */
  const fieldWarningsReceived = sample({
    clock: answered,
    filter: (end) => end.status === 'fail' && end.error.kind === 'warning' && Object.keys(end.error.fieldWarnings).length > 0,
    fn: (end) => (end.status === 'fail' ? end.error.fieldWarnings : {}),
  });

  return { $outcome, $pending, retried, calculateFx, fieldWarningsReceived };
}

export function outcomeOfError(error: ApiError): CalculationOutcome {
  if (error.kind === 'cancelled') return IDLE;
  if (error.kind === 'warning' && Object.keys(error.fieldWarnings).length > 0) return { status: 'invalid', messages: error.messages };
  // The warnings of a 400 say what to fix; for a 5xx or a network failure the panel says it in its own words.
  return { status: 'failed', messages: error.kind === 'warning' ? error.messages : [] };
}

export type Calculation = ReturnType<typeof createCalculation>;
