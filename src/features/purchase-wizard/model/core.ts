import { attach, combine, createEffect, createEvent, createStore, merge, sample, type Effect } from 'effector';
import { createGate } from 'effector-react';
import { once } from 'patronum';
import {
  $contract,
  contractCreated,
  contractIssued,
  contractMerged,
  initialTravelValues,
  pickUpContractFx,
  purchaseDiscarded,
  purchaseResumed,
  travelDatesChanged,
  TRAVEL_FIELDS,
  withoutProduct,
  type StoredContract,
  type TravelField,
} from '@/entities/contract';
import { $storageOwner, $user, customerDataCleared } from '@/entities/session';
import { readInterfaceFormAheadFx, type ApiError, type Contract } from '@/shared/api';
import { CUSTOMER_STORAGE, paymentStepOf, PURCHASE_PRODUCTS, purchaseStepPath, type PurchaseProduct, type PurchaseProductKey, type PurchaseStep } from '@/shared/config';
import { createFormModel, type WireValues } from '@/shared/form-engine';
import { $lang, localizePath, type Lang } from '@/shared/i18n';
import { isoOfDay, persistOwned } from '@/shared/lib';
import { navigateFx } from '@/shared/routing';

/**
 * The purchase wizard's core: what every product shares (see wizard.ts for the flow, products/ for each
 * product's step calls).
 *
 * The purchase wizard (customer-portal.md §2 "Purchase flow routes", §4 "Contract flow"; the design card's
 * "wizard" model). One model for every product of `PURCHASE_PRODUCTS`: the route names the product and the
 * step, the step's form comes from the server (`/api/interface/form/{id}`) and is rendered by the form engine,
 * and pressing the step's button runs that step's call: step 1 creates the contract (stored as `paramsData`),
 * later steps update it and merge the answer, the payment step approves it (payment.ts).
 *
 * What was typed is kept per step in session storage with its owner, so a reload, a language switch, a 401 and
 * signing in again (the same customer), or Back from the bank lose nothing; the stores start empty and take what is
 * stored when the wizard opens (docs/decisions/owner-keyed-storage.md).
 */
export interface WizardParams {
  product: PurchaseProductKey;
  tab: string;
  /** `?BROKER=` of the address: the contract is attributed to that broker (§1). */
  broker?: string;
}

export const WizardGate = createGate<WizardParams>('PurchaseWizard');

/** "Back": one step back (§2: previous-page buttons go back one step; the tabs cannot be clicked). */
export const backPressed = createEvent();

export const $product = createStore<PurchaseProduct | null>(null);
export const $tab = createStore<string>('');
export const $broker = createStore<string | null>(null);

/** Index of the current step in the product's steps (-1 when the tab is not a step, e.g. the result). */
export const $stepIndex = combine($product, $tab, (product, tab) => product?.steps.findIndex((step) => step.tab === tab) ?? -1);
export const $step = combine($product, $stepIndex, (product, index) => (product && index >= 0 ? product.steps[index] : null));
export const $isPaymentStep = combine($product, $step, (product, step) => Boolean(product && step && step.tab === paymentStepOf(product).tab));

/** The contract of this product and customer, if one is being bought. */
export const $currentContract = combine($contract, $product, $user, (stored, product, user): StoredContract | null =>
  stored && product && user && stored.product === product.key && stored.customer === user.CUSTOMER ? stored : null,
);

/** The contract of this purchase is issued (paid, or confirmed when free): it has its number. */
export const $isIssued = $currentContract.map((stored) => Boolean(stored?.data.CONTRACT_NUMBER));

/**
 * Where an issued contract of the product is shown (language-free): its result step, or the customer's contracts when
 * the product has no result step of its own (the medical check-ups' result is their payment step).
 */
/** The product's first step (language-free): a new purchase. */
export const firstStepPath = (product: PurchaseProduct) => purchaseStepPath(product, firstStep(product).tab);

export function issuedContractPath(product: PurchaseProduct): string {
  const isStep = product.steps.some((step) => step.tab === product.final.tab);
  return isStep ? '/profile/contracts' : purchaseStepPath(product, product.final.tab);
}

/** The typed values of every step, by form id (wire format), kept in session storage with their owner. */
export const $drafts = createStore<Record<string, WireValues>>({});
const { pickUpFx: pickUpDraftsFx } = persistOwned({
  store: $drafts,
  key: CUSTOMER_STORAGE.drafts.key,
  area: 'session',
  owner: $storageOwner,
  adoptedOnSignIn: CUSTOMER_STORAGE.drafts.adoptedOnSignIn,
});

/** A step call failed: what to show beneath the form (field warnings go under the fields instead). */
export interface StepFailure {
  /** `untrusted-address`: the bank's page address was not on the allow-list (docs/decisions/trust-boundaries.md). */
  kind: ApiError['kind'] | 'untrusted-address';
  messages: string[];
}
export const $stepFailure = createStore<StepFailure | null>(null);

/**
 * The one form model of the wizard: each step opens its own form id in it. The form does not save itself
 * (POST /api/interface/form/{id}): the step's product call below sends the values.
 */
export const stepForm = createFormModel({
  name: 'purchase',
  source: { kind: 'interface-form', id: 0 },
  submitFx: createEffect<WireValues, void, ApiError>(() => undefined),
  // A promo field whose descriptor names no referral is checked for the product being bought (§5: REFERRAL is the
  // product), as the payment step's promo code is.
  referral: $product.map((product) => product?.key ?? null),
});

export const firstStep = (product: PurchaseProduct): PurchaseStep => product.steps[0] as PurchaseStep;
/** The step `offset` away from step `index`, kept inside the wizard. */
export const stepAt = (product: PurchaseProduct, index: number): PurchaseStep =>
  product.steps[Math.max(0, Math.min(index, product.steps.length - 1))] as PurchaseStep;

/** The language-prefixed address of a step, with the broker kept in the query. */
export function stepHref(product: PurchaseProduct, tab: string, lang: Lang, broker: string | null): string {
  const path = localizePath(purchaseStepPath(product, tab), lang);
  return broker ? `${path}?BROKER=${encodeURIComponent(broker)}` : path;
}

// Signing out, or somebody else signing in on this tab, forgets the purchase (the contract entity forgets its
// contract); a 401 keeps it in session storage for the same customer signing in again.
$drafts.reset(customerDataCleared);
// A paid purchase is over: its typed values go (entities/contract decides, and clears them in storage too).
$drafts.reset(contractIssued);

// ------------------------------------------------------------------------------------------------- route
/** The wizard opened: the contract and the drafts of the signed-in customer come from session storage first. */
const openedFx = createEffect(async () => {
  await pickUpContractFx();
  await pickUpDraftsFx();
});
sample({ clock: WizardGate.open, target: openedFx });
const $pickedUp = createStore(false).on(openedFx.finally, () => true).reset(WizardGate.close);
export const routeEntered = merge([
  sample({ clock: openedFx.finally, source: WizardGate.state, filter: WizardGate.status }),
  // Another step of the open wizard (its params changed).
  sample({ clock: WizardGate.state.updates, source: { pickedUp: $pickedUp, open: WizardGate.status }, filter: ({ pickedUp, open }) => pickedUp && open, fn: (_, params) => params }),
]);
sample({ clock: routeEntered, fn: ({ product }) => PURCHASE_PRODUCTS[product] as PurchaseProduct, target: $product });
sample({ clock: routeEntered, fn: ({ tab }) => tab, target: $tab });
// The broker named in the address wins; otherwise the one the contract carries goes on with the flow.
sample({
  clock: routeEntered,
  source: $contract,
  fn: (stored, { broker, product }) => broker ?? (stored?.product === product ? ((stored.data.BROKER as string | null) ?? null) : null),
  target: $broker,
});
$stepFailure.reset(routeEntered, stepForm.submitted);

/** A later step without a contract of this product and customer (a bookmark, another customer): back to step 1. */
sample({
  clock: routeEntered,
  source: { product: $product, index: $stepIndex, contract: $currentContract, lang: $lang, broker: $broker },
  filter: ({ product, index, contract }) => Boolean(product) && index !== 0 && !contract,
  fn: ({ product, lang, broker }) => ({ href: stepHref(product as PurchaseProduct, firstStep(product as PurchaseProduct).tab, lang, broker), replace: true }),
  target: navigateFx,
});

/** The step's form (a step without content, contract-pay, has none; a later step of a paid contract shows that instead). */
sample({
  clock: routeEntered,
  source: { step: $step, index: $stepIndex, issued: $isIssued },
  filter: ({ step, index, issued }) => step?.formId != null && !(issued && index > 0),
  fn: ({ step }) => ({ id: step?.formId as number }),
  target: stepForm.opened,
});
sample({ clock: WizardGate.close, target: stepForm.closed });

/**
 * The next step's form is read ahead once the customer starts on this step (a field focused or changed), once per
 * opening of a step: after the step's calls (CMTPL: find the car, create the contract) the next step opens on that
 * answer instead of asking for its form one round trip later. Not at the step's load, where it would compete with
 * the step's own first paint. Its values are the ones saved for that form, which nothing of this step changes (the
 * wizard's forms do not save themselves). docs/decisions/wizard-step-chains.md.
 */
const nextFormReadFx = attach({ effect: readInterfaceFormAheadFx });
const $nextFormId = combine($product, $stepIndex, (product, index) => (product && index >= 0 ? (product.steps[index + 1]?.formId ?? null) : null));
sample({
  clock: once({ source: merge([stepForm.fieldFocused, stepForm.fieldChanged]), reset: stepForm.opened }),
  source: { id: $nextFormId, open: WizardGate.status },
  filter: ({ id, open }) => open && id !== null,
  fn: ({ id }) => ({ id: id as number }),
  target: nextFormReadFx,
});

/**
 * An unfinished purchase continued from the backend while the wizard is open (its start's "Continue"; issue 24): this
 * product's steps get the values the backend holds. entities/contract writes them to session storage, where a closed
 * wizard picks them up when it opens (its store may be stale then: it is not written over storage).
 */
sample({
  clock: purchaseResumed,
  source: { drafts: $drafts, open: WizardGate.status },
  filter: ({ open }) => open,
  fn: ({ drafts }, { contract, steps }) => ({ ...withoutProduct(drafts, contract.product), ...steps }),
  target: $drafts,
});

/**
 * "Start again" at the start of this product's open wizard (features/resume-purchase): the draft is discarded, and the
 * steps start empty — their typed values go and the step's form opens again without them.
 */
const startedAgain = sample({
  clock: purchaseDiscarded,
  source: { open: WizardGate.status, product: $product },
  filter: ({ open, product }, discarded) => open && product?.key === discarded.product,
  fn: (_, discarded) => discarded,
});
sample({ clock: startedAgain, source: $drafts, fn: (drafts, { product }) => withoutProduct(drafts, product), target: $drafts });
const formReopened = sample({ clock: startedAgain, source: $step, filter: (step) => step?.formId != null, fn: (step) => ({ id: step?.formId as number }) });
sample({ clock: formReopened, fn: (): void => undefined, target: stepForm.closed });
sample({ clock: formReopened, target: stepForm.opened });

// ------------------------------------------------------------------------------------------------- drafts
/** Today as the browser sees it (ISO day): the travel dates count from it. */
export const $today = createStore('');
const readTodayFx = createEffect((_reason?: unknown) => isoOfDay(new Date()));
sample({ clock: routeEntered, target: readTodayFx });
$today.on(readTodayFx.doneData, (_, today) => today);

/** The form of the current step arrived: put back what was typed, else what is known (profile; travel starts tomorrow). */
sample({
  clock: stepForm.$descriptors.updates,
  source: { step: $step, drafts: $drafts, user: $user, today: $today },
  filter: ({ step }, descriptors) => step?.formId != null && descriptors.length > 0,
  fn: ({ step, drafts, user, today }) => {
    const draft = drafts[String(step?.formId)];
    const known: Record<string, unknown> = user ? { EMAIL: user.EMAIL ?? undefined, PHONE: user.PHONE ?? undefined } : {};
    if (step?.formId === PURCHASE_PRODUCTS.travel.steps[1].formId) return { ...initialTravelValues(today), ...draft };
    return draft ?? known;
  },
  target: stepForm.valuesPatched,
});

/** Travel step 2: the dates, days and daily/box options keep each other consistent (§4 "Travel dates"). */
const travelPatched = sample({
  clock: stepForm.fieldChanged,
  source: { step: $step, values: stepForm.$values, today: $today },
  filter: ({ step }, { name }) => step?.formId === PURCHASE_PRODUCTS.travel.steps[1].formId && (TRAVEL_FIELDS as readonly string[]).includes(name),
  fn: ({ values, today }, { name, value }) => travelDatesChanged({ values, field: name as TravelField, value: value as never, today }),
});
sample({ clock: travelPatched, filter: (patch) => Object.keys(patch).length > 0, target: stepForm.valuesPatched });
sample({
  clock: stepForm.$payload.updates,
  source: { step: $step, drafts: $drafts, descriptors: stepForm.$descriptors },
  filter: ({ step, descriptors }) => step?.formId != null && descriptors.length > 0,
  fn: ({ step, drafts }, payload) => ({ ...drafts, [String(step?.formId)]: payload }),
  target: $drafts,
});


// ------------------------------------------------------------------------------------------------- step chains
/** A step's call was answered with success: the flow moves on (wizard.ts). */
export const stepSucceeded = createEvent();
/** A step's call failed (wizard.ts shows it under the fields or beneath the form). */
export const stepCallFailed = createEvent<ApiError>();

const withBroker = (values: WireValues, broker: string | null): Record<string, unknown> => (broker ? { ...values, BROKER: broker } : { ...values });

type StepAnswer = { status: string; result: Contract; message?: string };

/**
 * What pressing a step's button does, as data (one per step with a call; products/*.ts):
 * - `create` (step 1): the call's answer starts the contract of `product` (stored as `paramsData`);
 * - `update` (later steps): the contract's ID goes with the values and the answer is merged into the contract.
 * The flow moves on only when the answer's status is success; another status stands beneath the form (§4).
 */
export interface StepChain<Found = unknown> {
  product: PurchaseProductKey;
  formId: number;
  kind: 'create' | 'update';
  // Written out, not aliased: the effector lint recognises an effect by its type's name.
  call: Effect<Record<string, unknown>, StepAnswer, ApiError>;
  /**
   * Runs first with the same values (CMTPL's vehicle search); its `result` is kept with the contract under `key`, and
   * the language it was asked in under `{key}_LANG` (its texts are the server's words in that language).
   */
  lookup?: { call: Effect<Record<string, unknown>, { result: Found }, ApiError>; key: string };
  /** `create`: what the contract keeps from the typed values when the answer does not echo it. */
  fromValues?: (values: WireValues, result: Contract) => Record<string, unknown>;
}

/** A product's step, typed by what its lookup finds. */
export const stepChain = <Found>(chain: StepChain<Found>): StepChain => chain as StepChain;

interface StepRun {
  chain: StepChain;
  values: WireValues;
}
interface StepRunDone extends StepRun {
  answer: StepAnswer;
  found: unknown;
  foundLang: Lang | null;
}

/**
 * One step's calls, whichever product: the lookup when the step has one, then the step's call. One effect for every
 * product's steps rather than a chain of units per step: the wizard's first load created about twenty chains (an
 * attach, three stores and six samples each) for products other than the one on screen
 * (docs/decisions/calls-by-screen.md).
 */
const runStepFx = createEffect<StepRun & { contract: StoredContract | null; broker: string | null; lang: Lang }, StepRunDone, ApiError>(
  async ({ chain, values, contract, broker, lang }) => {
    const found = chain.lookup ? (await chain.lookup.call(withBroker(values, broker))).result : null;
    const answer = await chain.call(withBroker(chain.kind === 'update' ? { ...values, ID: contract?.data.ID ?? '' } : values, broker));
    return { chain, values, answer, found, foundLang: chain.lookup ? lang : null };
  },
);

/**
 * Wires the steps of every product (products/index.ts) to the step form: the valid values of a step with a chain go
 * to its calls. Called once, by wizard.ts; answers the effect the wizard is busy with while it runs.
 */
export function createStepCalls(chains: readonly StepChain[]) {
  const chainOf = (formId: number | null | undefined) => chains.find((chain) => chain.formId === formId);
  const stepCallFx = attach({
    source: { contract: $currentContract, broker: $broker, lang: $lang },
    effect: runStepFx,
    mapParams: (run: StepRun, source) => ({ ...run, ...source }),
  });
  sample({
    clock: stepForm.validSubmitted,
    source: $step,
    filter: (step) => chainOf(step?.formId) !== undefined,
    fn: (step, values): StepRun => ({ chain: chainOf(step?.formId) as StepChain, values }),
    target: stepCallFx,
  });

  const answered = sample({ clock: stepCallFx.doneData, filter: ({ answer }) => answer.status === 'success' });
  sample({
    clock: answered,
    source: { user: $user, broker: $broker },
    filter: (_, { chain }) => chain.kind === 'create',
    fn: ({ user, broker }, { chain, values, answer: { result }, found, foundLang }): StoredContract => ({
      product: chain.product,
      customer: user?.CUSTOMER ?? '',
      data: {
        ...result,
        ...chain.fromValues?.(values, result),
        BROKER: broker,
        ...(chain.lookup ? { [chain.lookup.key]: found, [`${chain.lookup.key}_LANG`]: foundLang } : {}),
      },
    }),
    target: contractCreated,
  });
  sample({
    clock: answered,
    filter: ({ chain }) => chain.kind === 'update',
    fn: ({ answer: { result } }): Partial<Contract> & Record<string, unknown> => result,
    target: contractMerged,
  });
  sample({ clock: answered, fn: () => undefined, target: stepSucceeded });
  sample({
    clock: stepCallFx.doneData,
    filter: ({ answer }) => answer.status !== 'success',
    fn: ({ answer }): StepFailure => ({ kind: 'warning', messages: answer.message ? [answer.message] : [] }),
    target: $stepFailure,
  });
  sample({ clock: stepCallFx.failData, target: stepCallFailed });
  return { stepCallFx };
}
