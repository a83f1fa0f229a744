import { createEffect, createEvent, sample } from 'effector';
import { travelDatesChanged } from '@/entities/contract';
import { purchaseStarted } from '@/features/purchase-wizard';
import { isPurchaseProductKey, PURCHASE_PRODUCTS, type CalculatorTab, type PurchaseProductKey } from '@/shared/config';
import { isoOfDay, type WireValues } from '@/shared/form-engine';
import { calculators } from './calculators';

/**
 * "Buy this policy" under a calculator's result (issue 9 §7): the wizard opens with what the calculator already
 * knows. Travel: the start, end and days of a single trip, or the start and the days-a-year box; they fill the
 * trip step (4423). CMTPL: the car's factors come from the car register once the plate is found, so nothing of the
 * calculator's is carried (docs/decisions.md "Purchase"). Medical check-up plus: the package (4698); social: the
 * social group (4886); the age cannot become a birth date.
 */
export const buyPressed = createEvent<CalculatorTab>();

/** The tabs whose product is bought online through a wizard today. */
export const canBuy = (tab: CalculatorTab): boolean => isPurchaseProductKey(tab);

/**
 * The voluntary products (issue 10): the calculator's fields that the wizard's object step (step 2) asks under the
 * same names and codes. The car's type and age are not carried: they come from the car register.
 */
const CARRIED: Partial<Record<CalculatorTab, readonly [PurchaseProductKey, readonly string[]]>> = {
  apka: ['apka', ['LIMIT', 'USETYPE', 'PERIOD']],
  justCasco: ['justCasco', ['CAR_COST', 'PERIOD']],
  property: ['property', ['PROPERTY_TYPE', 'COVER', 'SUM_INSURED', 'PERIOD']],
  petsInsurance: ['petsInsurance', ['PET_TYPE', 'DOG_SIZE', 'PET_BIRTH_DATE', 'PLAN']],
};

/** The wizard drafts (by form id) from a calculator's payload. `today` is ISO (the travel rules count from it). */
export function wizardDraftsOf(tab: CalculatorTab, payload: WireValues, today: string): Record<string, WireValues> {
  // Medical check-ups: the plus package goes to its contract-data step, the social group to its first step.
  if (tab === 'medicalCheckUpPlus') return payload.PACKAGE == null ? {} : { [String(PURCHASE_PRODUCTS.medicalCheckUpPlus.steps[1].formId)]: { PACKAGE: payload.PACKAGE } };
  if (tab === 'socialMedCheckUp') return payload.SOCIAL_GROUP == null ? {} : { [String(PURCHASE_PRODUCTS.socialMedCheckUp.steps[0].formId)]: { SOCIAL_GROUP: payload.SOCIAL_GROUP } };
  const carried = CARRIED[tab];
  if (carried) {
    const [product, fields] = carried;
    const values: WireValues = {};
    for (const name of fields) {
      const value = payload[name];
      if (value !== undefined && value !== null && value !== '') values[name] = value;
    }
    return Object.keys(values).length > 0 ? { [String(PURCHASE_PRODUCTS[product].steps[1].formId)]: values } : {};
  }
  if (tab !== 'travel') return {};
  const tripStep = String(PURCHASE_PRODUCTS.travel.steps[1].formId);
  const start = typeof payload.START_DATE === 'string' ? payload.START_DATE : null;
  if (payload.VARIANT === 'box' && payload.BOX_DAYS != null) {
    const box = Number(payload.BOX_DAYS);
    const values = { FROMDATE: start, TRAVELDAYS_BOX: box };
    return { [tripStep]: { ...values, ...travelDatesChanged({ values, field: 'TRAVELDAYS_BOX', value: box, today }) } };
  }
  return { [tripStep]: { FROMDATE: start, TODATE: payload.END_DATE ?? null, DAYS: payload.DAYS ?? null } };
}

const readTodayFx = createEffect((_reason?: unknown) => isoOfDay(new Date()));
sample({ clock: buyPressed, filter: canBuy, fn: (tab) => tab, target: readTodayFx });

for (const [tab, calculator] of Object.entries(calculators) as [CalculatorTab, (typeof calculators)[CalculatorTab]][]) {
  if (!isPurchaseProductKey(tab)) continue;
  sample({
    clock: readTodayFx.done,
    source: calculator.form.$payload,
    filter: (_, { params }) => params === tab,
    fn: (payload, { params, result }) => ({ product: tab, drafts: wizardDraftsOf(params as CalculatorTab, payload, result) }),
    target: purchaseStarted,
  });
}
