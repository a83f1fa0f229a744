import type { ProfileContract } from '@/shared/api';
import { isPurchaseProductKey, PURCHASE_PRODUCTS, type PurchaseProductKey } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';

/**
 * "Renew" (a contract in force) or "Buy again" (an ended one) opens the product's purchase wizard with what the
 * contract already knows (issue 12 item 2), where a wizard exists (shared/config PURCHASE_PRODUCTS):
 * CMTPL — the plate and the owner's document on the car search step; travel — the traveller's passport.
 * Other products have no wizard yet: no button.
 */
export interface Renewal {
  product: PurchaseProductKey;
  drafts: Record<string, WireValues>;
  /** renew: in force or starting later; again: ended. */
  kind: 'renew' | 'again';
}

const firstForm = (product: PurchaseProductKey) => String(PURCHASE_PRODUCTS[product].steps[0].formId);

export function renewalOf(contract: ProfileContract): Renewal | null {
  const product = contract.PRODUCT;
  if (!isPurchaseProductKey(product)) return null;
  const kind = contract.STATUS === 'ended' ? 'again' : 'renew';
  if (product === 'appa') {
    const values: WireValues = {};
    if (contract.PLATE) values.PLATE = contract.PLATE;
    if (contract.PASSPORT) values.DOCUMENT = contract.PASSPORT;
    return { product, kind, drafts: Object.keys(values).length > 0 ? { [firstForm(product)]: values } : {} };
  }
  return { product, kind, drafts: contract.PASSPORT ? { [firstForm(product)]: { PASSPORT: contract.PASSPORT } } : {} };
}
