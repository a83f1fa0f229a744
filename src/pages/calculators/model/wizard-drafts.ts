import { travelDatesChanged } from '@/entities/contract';
import { PURCHASE_PRODUCTS, type CalculatorTab, type PurchaseProductKey } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';

// What "Buy this policy" carries from a calculator into the purchase wizard (model/purchase.ts). Loaded with the
// wizard's model when the button is pressed, not with the page.

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
