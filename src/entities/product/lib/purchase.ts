import { purchaseEntryOf, type CalculatorTab } from '@/shared/config';

/**
 * How a product is bought (customer-portal.md §2 "Purchase flow routes", public-site.md §2 "Calculators
 * page"): the signed-in wizard's entry route and / or the public calculator's tab. Products that appear
 * in neither are not sold online: their pages offer a call and the contacts instead.
 * The routes are the product's own, read from the product table (shared/config/purchase.ts), not from the
 * content answers; see docs/decisions/buying-a-product.md and docs/decisions/one-product-table.md.
 */

export interface PurchaseWays {
  /** The first step of the signed-in purchase wizard (language-free path). */
  wizard: string | null;
  /** The public calculator's tab, `/calculators/{tab}`. */
  calculator: CalculatorTab | null;
}

const NOT_ONLINE: PurchaseWays = { wizard: null, calculator: null };

/** The ways to buy the product of this charid (the product table's `charids` and aliases). Corporate products are never sold online. */
export function purchaseWaysOf(product: { charid: string; type: 'personal' | 'corporate' }): PurchaseWays {
  if (product.type !== 'personal') return NOT_ONLINE;
  const entry = purchaseEntryOf(product.charid);
  return entry ? { wizard: entry.path, calculator: entry.calculator } : NOT_ONLINE;
}

export const calculatorPath = (tab: CalculatorTab) => `/calculators/${tab}`;

/** A broker named in the address (`?BROKER=`) goes with the customer into the wizard (customer-portal.md §1). */
export function withBroker(path: string, broker: string | undefined): string {
  if (!broker) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}BROKER=${encodeURIComponent(broker)}`;
}
