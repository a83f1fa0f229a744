import type { ProfileContract } from '@/shared/api';
import { isPurchaseProductKey, PURCHASE_PRODUCTS, type PurchaseProductKey, type PurchaseStep } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';

/**
 * "Renew" (a contract in force) or "Buy again" (an ended one) opens the product's purchase wizard with what the
 * contract already knows (issue 12 item 2), where a wizard exists (shared/config PURCHASE_PRODUCTS):
 * every product sold online has one; a product of the past without a wizard gets no button.
 */
export interface Renewal {
  product: PurchaseProductKey;
  drafts: Record<string, WireValues>;
  /** renew: in force or starting later; again: ended. */
  kind: 'renew' | 'again';
}

/**
 * What a held contract fills in: the holder's document on the person step (`search-person`, travel's
 * `search-travel-person`), the plate and the owner's document on a car search (`search-car`: CMTPL's first step,
 * voluntary MTPL's and Just CASCO's second).
 */
export function renewalOf(contract: ProfileContract): Renewal | null {
  const product = contract.PRODUCT;
  if (!isPurchaseProductKey(product)) return null;
  const kind = contract.STATUS === 'ended' ? 'again' : 'renew';
  const steps: readonly PurchaseStep[] = PURCHASE_PRODUCTS[product].steps;
  const personStep = steps.find((step) => step.tab === 'search-person' || step.tab === 'search-travel-person');
  const carStep = steps.find((step) => step.tab === 'search-car');
  const drafts: Record<string, WireValues> = {};
  if (personStep?.formId && contract.PASSPORT) drafts[personStep.formId] = { PASSPORT: contract.PASSPORT };
  if (carStep?.formId) {
    const car: WireValues = {};
    if (contract.PLATE) car.PLATE = contract.PLATE;
    if (contract.PASSPORT) car.DOCUMENT = contract.PASSPORT;
    if (Object.keys(car).length > 0) drafts[carStep.formId] = car;
  }
  return { product, kind, drafts };
}
