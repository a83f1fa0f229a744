import type { CalculatorTab } from '@/shared/config';

/**
 * How a product is bought (customer-portal.md §2 "Purchase flow routes", public-site.md §2 "Calculators
 * page"): the signed-in wizard's entry route and / or the public calculator's tab. Products that appear
 * in neither are not sold online: their pages offer a call and the contacts instead.
 * The routes are the product's own (the wizard and the calculators are built from them), so they live
 * here and not in the content answers; see docs/decisions/buying-a-product.md.
 */

export interface PurchaseWays {
  /** The first step of the signed-in purchase wizard (language-free path). */
  wizard: string | null;
  /** The public calculator's tab, `/calculators/{tab}`. */
  calculator: CalculatorTab | null;
}

const TRAVEL_WIZARD = '/profile/tour-insurance/travel/search-travel-person';

const WAYS: Record<string, PurchaseWays> = {
  appa: { wizard: '/profile/newContracts/appa/search-car', calculator: 'appa' },
  apka: { wizard: '/profile/cars-insurance/apka/search-person', calculator: 'apka' },
  justCasco: { wizard: '/profile/car-insurance/justCasco/search-person', calculator: 'justCasco' },
  // Daily and box cover are options of the travel wizard's second step (customer-portal.md §2 Screens).
  travel: { wizard: TRAVEL_WIZARD, calculator: 'travel' },
  travelDaily: { wizard: TRAVEL_WIZARD, calculator: 'travel' },
  travelBox: { wizard: TRAVEL_WIZARD, calculator: 'travel' },
  travelSupport: { wizard: '/profile/travel-insurance/travel/search-person', calculator: 'travel' },
  property: { wizard: '/profile/property-insurance/property/search-person', calculator: 'property' },
  petsInsurance: { wizard: '/profile/pet-insurance/petsInsurance/search-person', calculator: 'petsInsurance' },
  // Medical check-up has a wizard but no calculator tab (the calculators page lists only Plus and Social).
  medicalCheckUp: { wizard: '/profile/health-insurance/medicalCheckUp/search-person', calculator: null },
  medicalCheckUpPlus: { wizard: '/profile/health-insurance/medicalCheckUpPlus/search-person', calculator: 'medicalCheckUpPlus' },
  socialMedCheckUp: { wizard: '/profile/health-insurance/socialMedCheckUp/search-person', calculator: 'socialMedCheckUp' },
};

const NOT_ONLINE: PurchaseWays = { wizard: null, calculator: null };

/** The ways to buy the product of this charid. Corporate products are never sold online. */
export function purchaseWaysOf(product: { charid: string; type: 'personal' | 'corporate' }): PurchaseWays {
  if (product.type !== 'personal') return NOT_ONLINE;
  return WAYS[product.charid] ?? NOT_ONLINE;
}

export const calculatorPath = (tab: CalculatorTab) => `/calculators/${tab}`;

/** A broker named in the address (`?BROKER=`) goes with the customer into the wizard (customer-portal.md §1). */
export function withBroker(path: string, broker: string | undefined): string {
  if (!broker) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}BROKER=${encodeURIComponent(broker)}`;
}
