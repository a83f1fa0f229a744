import { formIdOf } from './form-ids';

/**
 * The purchase wizards, one row per product (customer-portal.md §2 "Purchase flow routes", "Steps per product").
 * The one table of these facts: routes, step forms and the product's calls are built from it (the simulator reads
 * the same ids). Each form id may be renamed by the deployment (`form-ids.ts`, PUBLIC_API_OVERRIDES). Labels live in the pages. Step ids the spec does not show are ours
 * (docs/decisions/purchase-wizard-table.md).
 *
 * A wizard's address is `/profile/{family}/{category}/{tab}`; `final` is its result step.
 */
export interface PurchaseStep {
  /** The `{tab}` segment. */
  tab: string;
  /** The server form of the step (`/api/interface/form/{formId}`); null for a step without content (contract-pay). */
  formId: number | null;
  /** The step shows a header grid above its form: get-grid-list with PARENTID = formId over the contract (§4 "4517 loads a header grid"). */
  headerGrid?: boolean;
}

export interface PurchaseProduct {
  /** Product key and the referral of its payments and promo codes. */
  key: string;
  /** First path segment after /profile. */
  family: string;
  /** Second segment (the category of the route). */
  category: string;
  /** The steps in order: data steps, then the payment step. */
  steps: readonly PurchaseStep[];
  /** The result step: its tab and form. For appa the tab is `{last tab}/stepfinally`. */
  final: PurchaseStep;
}

export const PURCHASE_PRODUCTS = {
  appa: {
    key: 'appa',
    family: 'newContracts',
    category: 'appa',
    steps: [
      { tab: 'search-car', formId: formIdOf(4301) },
      { tab: 'check-data', formId: formIdOf(4302) },
      { tab: 'payment', formId: formIdOf(4303) },
    ],
    final: { tab: 'payment/stepfinally', formId: formIdOf(4305) },
  },
  travel: {
    key: 'travel',
    family: 'tour-insurance',
    category: 'travel',
    steps: [
      { tab: 'search-travel-person', formId: formIdOf(4422) },
      { tab: 'travel-contract-data', formId: formIdOf(4423) },
      { tab: 'create-travel-contract', formId: formIdOf(4424) },
      { tab: 'contract-pay', formId: null },
    ],
    final: { tab: 'get-travel-contract', formId: formIdOf(4425) },
  },
  // The three medical check-ups (§2: 4515–4517, 4697–4699, 4886–4888). Their result is the payment result page;
  // `final` is the step a free contract's confirmation leads to, the contract step itself
  // (docs/decisions/medical-checkups.md).
  medicalCheckUp: {
    key: 'medicalCheckUp',
    family: 'health-insurance',
    category: 'medicalCheckUp',
    steps: [
      { tab: 'search-person', formId: formIdOf(4515) },
      { tab: 'contract-data', formId: formIdOf(4516) },
      { tab: 'create-contract', formId: formIdOf(4517), headerGrid: true },
    ],
    final: { tab: 'create-contract', formId: formIdOf(4517) },
  },
  medicalCheckUpPlus: {
    key: 'medicalCheckUpPlus',
    family: 'health-insurance',
    category: 'medicalCheckUpPlus',
    steps: [
      { tab: 'search-person', formId: formIdOf(4697) },
      { tab: 'contract-data', formId: formIdOf(4698) },
      { tab: 'create-contract', formId: formIdOf(4699), headerGrid: true },
    ],
    final: { tab: 'create-contract', formId: formIdOf(4699) },
  },
  socialMedCheckUp: {
    key: 'socialMedCheckUp',
    family: 'health-insurance',
    category: 'socialMedCheckUp',
    steps: [
      { tab: 'search-person', formId: formIdOf(4886) },
      { tab: 'contract-data', formId: formIdOf(4887) },
      { tab: 'create-contract', formId: formIdOf(4888), headerGrid: true },
    ],
    final: { tab: 'create-contract', formId: formIdOf(4888) },
  },
  // Issue 10, vehicles / property / pets: step ids are ours (docs/decisions/voluntary-products.md).
  // Their result is the payment result page (/profile/payment/{key}/); `contract-result` is where a free contract lands.
  apka: {
    key: 'apka',
    family: 'cars-insurance',
    category: 'apka',
    steps: [
      { tab: 'search-person', formId: formIdOf(5101) },
      { tab: 'search-car', formId: formIdOf(5102) },
      { tab: 'payment', formId: formIdOf(5103) },
    ],
    final: { tab: 'contract-result', formId: null },
  },
  justCasco: {
    key: 'justCasco',
    family: 'car-insurance',
    category: 'justCasco',
    steps: [
      { tab: 'search-person', formId: formIdOf(5111) },
      { tab: 'search-car', formId: formIdOf(5112) },
      { tab: 'payment', formId: formIdOf(5113) },
    ],
    final: { tab: 'contract-result', formId: null },
  },
  property: {
    key: 'property',
    family: 'property-insurance',
    category: 'property',
    steps: [
      { tab: 'search-person', formId: formIdOf(5121) },
      { tab: 'property-data', formId: formIdOf(5122) },
      { tab: 'payment', formId: formIdOf(5123) },
    ],
    final: { tab: 'contract-result', formId: null },
  },
  petsInsurance: {
    key: 'petsInsurance',
    family: 'pet-insurance',
    category: 'petsInsurance',
    steps: [
      { tab: 'search-person', formId: formIdOf(5131) },
      { tab: 'pet-data', formId: formIdOf(5132) },
      { tab: 'payment', formId: formIdOf(5133) },
    ],
    final: { tab: 'contract-result', formId: null },
  },
} as const satisfies Record<string, PurchaseProduct>;

export type PurchaseProductKey = keyof typeof PURCHASE_PRODUCTS;

export const isPurchaseProductKey = (value: unknown): value is PurchaseProductKey =>
  typeof value === 'string' && Object.hasOwn(PURCHASE_PRODUCTS, value);

/** The product whose wizard lives at /profile/{family}/{category}/…, if any. */
export function purchaseProductAt(family: string, category: string): PurchaseProduct | null {
  return Object.values(PURCHASE_PRODUCTS).find((product) => product.family === family && product.category === category) ?? null;
}

/** The payment step: the last step with a form (travel's contract-pay, after it, has none). */
export const paymentStepOf = (product: PurchaseProduct): PurchaseStep =>
  [...product.steps].reverse().find((step) => step.formId !== null) ?? (product.steps[0] as PurchaseStep);

/**
 * A purchase left unfinished (a draft contract the backend holds, not paid) is offered to be continued for this many
 * days after its last change; older drafts drop off the list (issue 24; the simulator applies the same number).
 */
export const PURCHASE_DRAFT_DAYS = 30;

/** The step of `product` whose form is `formId` (null when no step has it). */
export const stepOfForm = (product: PurchaseProduct, formId: number | null | undefined): PurchaseStep | null =>
  formId == null ? null : (product.steps.find((step) => step.formId === formId) ?? null);

/** Language-free path of a wizard step: `/profile/newContracts/appa/search-car`. */
export const purchaseStepPath = (product: PurchaseProduct, tab: string) => `/profile/${product.family}/${product.category}/${tab}`;

/** The payment result page the bank returns to: `/profile/payment/{referral}/`. */
export const paymentResultPath = (referral: string) => `/profile/payment/${referral}/`;

