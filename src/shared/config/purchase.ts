import type { CalculatorTab } from './calculators';
import { formIdOf } from './form-ids';

/**
 * The purchase wizards, one row per product (customer-portal.md §2 "Purchase flow routes", "Steps per product").
 * The one table of these facts: routes, step forms and the product's calls are built from it (the simulator reads
 * the same ids), and so are the payment result, the calculators' "Buy", the product pages' links and the wizard's
 * step names: every per-product fact is a field of the product's row (docs/decisions/one-product-table.md). Each form
 * id may be renamed by the deployment (`form-ids.ts`, PUBLIC_API_OVERRIDES). Texts live in the UI, keyed by the row.
 * Step ids the spec does not show are ours (docs/decisions/purchase-wizard-table.md).
 *
 * A wizard's address is `/profile/{family}/{category}/{tab}`; `final` is its result step.
 */
/**
 * The names the wizard's progress gives its steps; the purchase wizard maps each key to its message in one place
 * (features/purchase-wizard/ui/labels.ts; shared holds no texts).
 */
export type StepLabelKey =
  | 'carAndOwner'
  | 'checkData'
  | 'payment'
  | 'traveller'
  | 'trip'
  | 'insuredPerson'
  | 'checkUp'
  | 'policyholder'
  | 'carAndLimit'
  | 'carAndTerm'
  | 'property'
  | 'pet'
  | 'policy';

/** What a step's main button says when not "Continue" (mapped to messages beside the step names). */
export type SubmitLabelKey = 'findCar' | 'calculate';

export interface PurchaseStep {
  /** The `{tab}` segment. */
  tab: string;
  /** The server form of the step (`/api/interface/form/{formId}`); null for a step without content (contract-pay). */
  formId: number | null;
  /** The step shows a header grid above its form: get-grid-list with PARENTID = formId over the contract (§4 "4517 loads a header grid"). */
  headerGrid?: boolean;
  /** Its name in the progress and its title while the server form has none; a step without one is called by the result's name. */
  label?: StepLabelKey;
  /** Its main button, when not "Continue". */
  submit?: SubmitLabelKey;
}

/**
 * The page of the result step (`final.tab`): `cmtpl-result` the CMTPL result (its own route, `…/payment/stepfinally`),
 * `travel-contract` the travel contract page (it mails the contract), `contract-result` the page a free contract
 * lands on, `wizard-step` the wizard's own last step (the medical check-ups).
 */
export type FinalPage = 'cmtpl-result' | 'travel-contract' | 'contract-result' | 'wizard-step';

/**
 * The set-contract-payment call that records the product's payments, by its path segment
 * (`/mobile/{segment}/set-contract-payment/`; the payment result page maps each to its call in shared/api). The
 * voluntary products record where CMTPL does, `/mobile/aswa/…` (docs/purchase-api.md).
 */
export type RecordCall = 'aswa' | 'travel' | 'medical-checkup' | 'medical-checkup-plus' | 'social-med-checkup';

/**
 * What "Buy this policy" under the product's calculator carries into the wizard: the calculator's fields that the
 * wizard's step number `step` asks under the same names and codes (empty values are left out), or, for travel, the
 * trip (its dates and days, by the travel rules).
 */
export type CalculatorCarry = { step: number; fields: readonly string[] } | { step: number; trip: true };

/** Another address of the wizard (§2): it leads to the first step, and these content products link to it. */
export interface PurchaseAlias {
  family: string;
  category: string;
  tab: string;
  charids: readonly string[];
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
  final: PurchaseStep & { label: StepLabelKey };
  /** The page of the result step. */
  finalPage: FinalPage;
  /** The call that records a payment of this product (the payment result page). */
  record: RecordCall;
  /** After a recorded payment the result offers the contract's PDF (§2: every product but CMTPL). */
  pdf: boolean;
  /**
   * `final`: a paid payment goes on to the result step (travel: it mails the contract, §4) and a failed record call
   * returns to the payment step; `here`: the payment result page shows both.
   */
  afterPayment: 'final' | 'here';
  /** The personal content products (their `charid`) whose "Buy" opens this wizard's first step. */
  charids: readonly string[];
  /** Other addresses of the wizard. */
  aliases?: readonly PurchaseAlias[];
  /** The public calculator's tab that prices the product, and what its "Buy" carries; null without one. */
  calculator: { tab: CalculatorTab; carry: CalculatorCarry | null } | null;
}

const VOLUNTARY = { finalPage: 'contract-result', record: 'aswa', pdf: true, afterPayment: 'here' } as const;
const MEDICAL = { finalPage: 'wizard-step', pdf: true, afterPayment: 'here' } as const;
const policy = { label: 'policy' } as const;

export const PURCHASE_PRODUCTS = {
  appa: {
    key: 'appa',
    family: 'newContracts',
    category: 'appa',
    steps: [
      { tab: 'search-car', formId: formIdOf(4301), label: 'carAndOwner', submit: 'findCar' },
      { tab: 'check-data', formId: formIdOf(4302), label: 'checkData' },
      { tab: 'payment', formId: formIdOf(4303), label: 'payment' },
    ],
    final: { tab: 'payment/stepfinally', formId: formIdOf(4305), ...policy },
    finalPage: 'cmtpl-result',
    record: 'aswa',
    pdf: false,
    afterPayment: 'here',
    charids: ['appa'],
    // CMTPL's car factors come from the car register once the plate is found: nothing is carried.
    calculator: { tab: 'appa', carry: null },
  },
  travel: {
    key: 'travel',
    family: 'tour-insurance',
    category: 'travel',
    steps: [
      { tab: 'search-travel-person', formId: formIdOf(4422), label: 'traveller' },
      { tab: 'travel-contract-data', formId: formIdOf(4423), label: 'trip', submit: 'calculate' },
      { tab: 'create-travel-contract', formId: formIdOf(4424), label: 'payment' },
      // The hand-over to the bank, part of "Payment": no tab of its own in the progress.
      { tab: 'contract-pay', formId: null },
    ],
    final: { tab: 'get-travel-contract', formId: formIdOf(4425), ...policy },
    finalPage: 'travel-contract',
    record: 'travel',
    pdf: true,
    afterPayment: 'final',
    // Daily and box cover are options of the trip step (customer-portal.md §2 Screens).
    charids: ['travel', 'travelDaily', 'travelBox'],
    // §2 names a second travel entry (docs/decisions/voluntary-products.md).
    aliases: [{ family: 'travel-insurance', category: 'travel', tab: 'search-person', charids: ['travelSupport'] }],
    calculator: { tab: 'travel', carry: { step: 1, trip: true } },
  },
  // The three medical check-ups (§2: 4515–4517, 4697–4699, 4886–4888). Their result is the payment result page;
  // `final` is the step a free contract's confirmation leads to, the contract step itself
  // (docs/decisions/medical-checkups.md).
  medicalCheckUp: {
    key: 'medicalCheckUp',
    family: 'health-insurance',
    category: 'medicalCheckUp',
    steps: [
      { tab: 'search-person', formId: formIdOf(4515), label: 'insuredPerson' },
      { tab: 'contract-data', formId: formIdOf(4516), label: 'checkUp' },
      { tab: 'create-contract', formId: formIdOf(4517), headerGrid: true, label: 'payment' },
    ],
    final: { tab: 'create-contract', formId: formIdOf(4517), ...policy },
    ...MEDICAL,
    record: 'medical-checkup',
    charids: ['medicalCheckUp'],
    // The calculators page lists only Plus and Social.
    calculator: null,
  },
  medicalCheckUpPlus: {
    key: 'medicalCheckUpPlus',
    family: 'health-insurance',
    category: 'medicalCheckUpPlus',
    steps: [
      { tab: 'search-person', formId: formIdOf(4697), label: 'insuredPerson' },
      { tab: 'contract-data', formId: formIdOf(4698), label: 'checkUp' },
      { tab: 'create-contract', formId: formIdOf(4699), headerGrid: true, label: 'payment' },
    ],
    final: { tab: 'create-contract', formId: formIdOf(4699), ...policy },
    ...MEDICAL,
    record: 'medical-checkup-plus',
    charids: ['medicalCheckUpPlus'],
    // The package goes to the check-up step; the age cannot become a birth date.
    calculator: { tab: 'medicalCheckUpPlus', carry: { step: 1, fields: ['PACKAGE'] } },
  },
  socialMedCheckUp: {
    key: 'socialMedCheckUp',
    family: 'health-insurance',
    category: 'socialMedCheckUp',
    steps: [
      { tab: 'search-person', formId: formIdOf(4886), label: 'insuredPerson' },
      { tab: 'contract-data', formId: formIdOf(4887), label: 'checkUp' },
      { tab: 'create-contract', formId: formIdOf(4888), headerGrid: true, label: 'payment' },
    ],
    final: { tab: 'create-contract', formId: formIdOf(4888), ...policy },
    ...MEDICAL,
    record: 'social-med-checkup',
    charids: ['socialMedCheckUp'],
    // The social group goes to the first step.
    calculator: { tab: 'socialMedCheckUp', carry: { step: 0, fields: ['SOCIAL_GROUP'] } },
  },
  // Issue 10, vehicles / property / pets: step ids are ours (docs/decisions/voluntary-products.md).
  // Their result is the payment result page (/profile/payment/{key}/); `contract-result` is where a free contract lands.
  // Their calculators carry the fields the object step (step 2) asks; a car's type and age come from the car register.
  apka: {
    key: 'apka',
    family: 'cars-insurance',
    category: 'apka',
    steps: [
      { tab: 'search-person', formId: formIdOf(5101), label: 'policyholder' },
      { tab: 'search-car', formId: formIdOf(5102), label: 'carAndLimit', submit: 'findCar' },
      { tab: 'payment', formId: formIdOf(5103), label: 'payment' },
    ],
    final: { tab: 'contract-result', formId: null, ...policy },
    ...VOLUNTARY,
    charids: ['apka'],
    calculator: { tab: 'apka', carry: { step: 1, fields: ['LIMIT', 'USETYPE', 'PERIOD'] } },
  },
  justCasco: {
    key: 'justCasco',
    family: 'car-insurance',
    category: 'justCasco',
    steps: [
      { tab: 'search-person', formId: formIdOf(5111), label: 'policyholder' },
      { tab: 'search-car', formId: formIdOf(5112), label: 'carAndTerm', submit: 'findCar' },
      { tab: 'payment', formId: formIdOf(5113), label: 'payment' },
    ],
    final: { tab: 'contract-result', formId: null, ...policy },
    ...VOLUNTARY,
    charids: ['justCasco'],
    calculator: { tab: 'justCasco', carry: { step: 1, fields: ['CAR_COST', 'PERIOD'] } },
  },
  property: {
    key: 'property',
    family: 'property-insurance',
    category: 'property',
    steps: [
      { tab: 'search-person', formId: formIdOf(5121), label: 'policyholder' },
      { tab: 'property-data', formId: formIdOf(5122), label: 'property', submit: 'calculate' },
      { tab: 'payment', formId: formIdOf(5123), label: 'payment' },
    ],
    final: { tab: 'contract-result', formId: null, ...policy },
    ...VOLUNTARY,
    charids: ['property'],
    calculator: { tab: 'property', carry: { step: 1, fields: ['PROPERTY_TYPE', 'COVER', 'SUM_INSURED', 'PERIOD'] } },
  },
  petsInsurance: {
    key: 'petsInsurance',
    family: 'pet-insurance',
    category: 'petsInsurance',
    steps: [
      { tab: 'search-person', formId: formIdOf(5131), label: 'policyholder' },
      { tab: 'pet-data', formId: formIdOf(5132), label: 'pet', submit: 'calculate' },
      { tab: 'payment', formId: formIdOf(5133), label: 'payment' },
    ],
    final: { tab: 'contract-result', formId: null, ...policy },
    ...VOLUNTARY,
    charids: ['petsInsurance'],
    calculator: { tab: 'petsInsurance', carry: { step: 1, fields: ['PET_TYPE', 'DOG_SIZE', 'PET_BIRTH_DATE', 'PLAN'] } },
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


/** The product of a key or referral (`/profile/payment/{referral}/`), null for any other string. */
export const purchaseProductOf = (key: string | null | undefined): PurchaseProduct | null =>
  key != null && isPurchaseProductKey(key) ? PURCHASE_PRODUCTS[key] : null;

/** The product whose alias address (§2's other entries) this is, if any. */
export function purchaseAliasAt(family: string, category: string, tab: string): PurchaseProduct | null {
  const products: readonly PurchaseProduct[] = Object.values(PURCHASE_PRODUCTS);
  return products.find((product) => product.aliases?.some((alias) => alias.family === family && alias.category === category && alias.tab === tab)) ?? null;
}

/** The product a calculator's tab prices and whose wizard its "Buy" opens, if one is sold online. */
export function purchaseProductOfCalculator(tab: CalculatorTab): PurchaseProduct | null {
  const products: readonly PurchaseProduct[] = Object.values(PURCHASE_PRODUCTS);
  return products.find((product) => product.calculator?.tab === tab) ?? null;
}

/**
 * Where the "Buy" of a personal content product (its `charid`) leads: the wizard's first step, or the alias address
 * that names it; and the calculator that prices it. Null when the product is not sold online.
 */
export function purchaseEntryOf(charid: string): { path: string; calculator: CalculatorTab | null } | null {
  for (const product of Object.values(PURCHASE_PRODUCTS) as readonly PurchaseProduct[]) {
    const calculator = product.calculator?.tab ?? null;
    const first = product.steps[0];
    if (first && product.charids.includes(charid)) return { path: purchaseStepPath(product, first.tab), calculator };
    const alias = product.aliases?.find((entry) => entry.charids.includes(charid));
    if (alias) return { path: `/profile/${alias.family}/${alias.category}/${alias.tab}`, calculator };
  }
  return null;
}
