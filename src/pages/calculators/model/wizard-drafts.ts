import { travelDatesChanged } from '@/entities/contract';
import { purchaseProductOfCalculator, type CalculatorTab } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';

// What "Buy this policy" carries from a calculator into the purchase wizard (model/purchase.ts). Loaded with the
// wizard's model when the button is pressed, not with the page. What each product carries, and into which step, is
// its row's `calculator.carry` (shared/config/purchase.ts).

/** The trip of the travel calculator: a single trip's dates and days, or the start and the days-a-year box. */
function tripOf(payload: WireValues, today: string): WireValues {
  const start = typeof payload.START_DATE === 'string' ? payload.START_DATE : null;
  if (payload.VARIANT === 'box' && payload.BOX_DAYS != null) {
    const box = Number(payload.BOX_DAYS);
    const values = { FROMDATE: start, TRAVELDAYS_BOX: box };
    return { ...values, ...travelDatesChanged({ values, field: 'TRAVELDAYS_BOX', value: box, today }) };
  }
  return { FROMDATE: start, TODATE: payload.END_DATE ?? null, DAYS: payload.DAYS ?? null };
}

/** The wizard drafts (by form id) from a calculator's payload. `today` is ISO (the travel rules count from it). */
export function wizardDraftsOf(tab: CalculatorTab, payload: WireValues, today: string): Record<string, WireValues> {
  const product = purchaseProductOfCalculator(tab);
  const carry = product?.calculator?.carry;
  const step = carry ? product.steps[carry.step] : undefined;
  if (!carry || !step) return {};
  if ('trip' in carry) return { [String(step.formId)]: tripOf(payload, today) };
  const values: WireValues = {};
  for (const name of carry.fields) {
    const value = payload[name];
    if (value !== undefined && value !== null && value !== '') values[name] = value;
  }
  return Object.keys(values).length > 0 ? { [String(step.formId)]: values } : {};
}
