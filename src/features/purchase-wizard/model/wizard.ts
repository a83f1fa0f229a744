import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $contract, contractCleared, contractCreated, contractMerged, initialTravelValues, travelDatesChanged, TRAVEL_FIELDS, type StoredContract, type TravelField } from '@/entities/contract';
import { $user, signedOut } from '@/entities/session';
import {
  createAppaContractFx,
  createTravelContractFx,
  findVehicleFx,
  setTravelCustomerFx,
  updateAppaContractFx,
  type ApiError,
  type Contract,
  type Vehicle,
} from '@/shared/api';
import { paymentStepOf, PURCHASE_PRODUCTS, PURCHASE_STORAGE_KEYS, purchaseStepPath, type PurchaseProduct, type PurchaseProductKey, type PurchaseStep } from '@/shared/config';
import { createFormModel, isoOfDay, type WireValues } from '@/shared/form-engine';
import { $lang, localizePath, type Lang } from '@/shared/i18n';
import { appStarted, persistStore, readStoredJson } from '@/shared/lib';
import { navigateFx } from '@/shared/routing';

/**
 * The purchase wizard (customer-portal.md §2 "Purchase flow routes", §4 "Contract flow"; the design card's
 * "wizard" model). One model for every product of `PURCHASE_PRODUCTS`: the route names the product and the
 * step, the step's form comes from the server (`/api/interface/form/{id}`) and is rendered by the form engine,
 * and pressing the step's button runs that step's call: step 1 creates the contract (stored as `paramsData`),
 * later steps update it and merge the answer, the payment step approves it (payment.ts).
 *
 * What was typed is kept per step in session storage, so a reload, a language switch, a 401 and signing in
 * again, or Back from the bank lose nothing.
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

/** The typed values of every step, by form id (wire format), kept in session storage. */
export const $drafts = createStore<Record<string, WireValues>>(readStoredJson('session', PURCHASE_STORAGE_KEYS.drafts, {}));
persistStore({ store: $drafts, key: PURCHASE_STORAGE_KEYS.drafts, area: 'session', pickup: appStarted });

/** A step call failed: what to show beneath the form (field warnings go under the fields instead). */
export interface StepFailure {
  kind: ApiError['kind'];
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
});

const firstStep = (product: PurchaseProduct): PurchaseStep => product.steps[0] as PurchaseStep;
/** The step `offset` away from step `index`, kept inside the wizard. */
const stepAt = (product: PurchaseProduct, index: number): PurchaseStep =>
  product.steps[Math.max(0, Math.min(index, product.steps.length - 1))] as PurchaseStep;

/** The language-prefixed address of a step, with the broker kept in the query. */
export function stepHref(product: PurchaseProduct, tab: string, lang: Lang, broker: string | null): string {
  const path = localizePath(purchaseStepPath(product, tab), lang);
  return broker ? `${path}?BROKER=${encodeURIComponent(broker)}` : path;
}

// Signing out forgets the purchase (session storage is cleared too); a 401 keeps it for signing in again.
$drafts.reset(signedOut);
sample({ clock: signedOut, target: contractCleared });

// ------------------------------------------------------------------------------------------------- route
export const routeEntered = sample({ clock: [WizardGate.open, WizardGate.state.updates], source: WizardGate.state, filter: WizardGate.status });
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

/** The step's form (a step without content, contract-pay, has none). */
sample({
  clock: routeEntered,
  source: $step,
  filter: (step) => step?.formId != null,
  fn: (step) => ({ id: step?.formId as number }),
  target: stepForm.opened,
});
sample({ clock: WizardGate.close, target: stepForm.closed });

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

// ------------------------------------------------------------------------------------------------- steps
const withBroker = (values: WireValues, broker: string | null): Record<string, unknown> => (broker ? { ...values, BROKER: broker } : { ...values });
const submittedOn = (formId: number) => sample({ clock: stepForm.validSubmitted, source: $step, filter: (step) => step?.formId === formId, fn: (_, values) => values });

const { appa, travel } = PURCHASE_PRODUCTS;

// CMTPL step 1: find the car (plate + document), then create the contract with it.
const appaSearchFx = attach({ source: $broker, effect: findVehicleFx, mapParams: (values: WireValues, broker) => withBroker(values, broker) });
const appaCreateFx = attach({ source: $broker, effect: createAppaContractFx, mapParams: (values: WireValues, broker) => withBroker(values, broker) });
const $appaSearchValues = createStore<WireValues>({});
const $foundVehicle = createStore<Vehicle | null>(null).on(appaSearchFx.doneData, (_, { result }) => result);
sample({ clock: submittedOn(appa.steps[0].formId), target: [$appaSearchValues, appaSearchFx] });
sample({ clock: appaSearchFx.done, source: $appaSearchValues, target: appaCreateFx });
/** The car found on step 1, shown on the later steps (kept with the contract). */
sample({
  clock: appaCreateFx.doneData,
  source: { user: $user, broker: $broker, vehicle: $foundVehicle },
  fn: ({ user, broker, vehicle }, { result }): StoredContract => ({
    product: appa.key,
    customer: user?.CUSTOMER ?? '',
    data: { ...result, BROKER: broker, VEHICLE: vehicle },
  }),
  target: contractCreated,
});

// CMTPL step 2: phone and e-mail, merged into the contract.
const appaUpdateFx = attach({
  source: { contract: $currentContract, broker: $broker },
  effect: updateAppaContractFx,
  mapParams: (values: WireValues, { contract, broker }) => withBroker({ ...values, ID: contract?.data.ID ?? '' }, broker),
});
sample({ clock: submittedOn(appa.steps[1].formId), target: appaUpdateFx });

// Travel step 1: the traveller (and the owner when the holder is not the owner) creates the customer and contract.
const travelCustomerFx = attach({ source: $broker, effect: setTravelCustomerFx, mapParams: (values: WireValues, broker) => withBroker(values, broker) });
const $travelCustomerValues = createStore<WireValues>({});
sample({ clock: submittedOn(travel.steps[0].formId), target: [$travelCustomerValues, travelCustomerFx] });
sample({
  clock: travelCustomerFx.doneData,
  source: { user: $user, broker: $broker, values: $travelCustomerValues },
  filter: (_, answer) => answer.status === 'success',
  fn: ({ user, broker, values }, { result }): StoredContract => ({
    product: travel.key,
    customer: user?.CUSTOMER ?? '',
    // The documents of send-contract come from what was typed when the answer does not echo them (§3).
    data: {
      ...result,
      PASSPORT: result.PASSPORT ?? ((values.PASSPORT as string | undefined) || null),
      PASSPORT_HOLDER: result.PASSPORT_HOLDER ?? ((values.PASSPORT_HOLDER as string | undefined) || null),
      BROKER: broker,
    },
  }),
  target: contractCreated,
});

// Travel step 2: countries and dates update the contract; it moves on only when the answer says success (§4).
const travelCreateFx = attach({
  source: { contract: $currentContract, broker: $broker },
  effect: createTravelContractFx,
  mapParams: (values: WireValues, { contract, broker }) => withBroker({ ...values, ID: contract?.data.ID ?? '' }, broker),
});
sample({ clock: submittedOn(travel.steps[1].formId), target: travelCreateFx });

const merged = sample({
  clock: [appaUpdateFx.doneData, travelCreateFx.doneData],
  filter: (answer) => answer.status === 'success',
  fn: ({ result }): Partial<Contract> & Record<string, unknown> => result,
});
sample({ clock: merged, target: contractMerged });

/** A step answered without success but without an error either (travel: status other than success). */
sample({
  clock: [travelCustomerFx.doneData, appaUpdateFx.doneData, travelCreateFx.doneData],
  filter: (answer) => answer.status !== 'success',
  fn: (answer): StepFailure => ({ kind: 'warning', messages: answer.message ? [answer.message] : [] }),
  target: $stepFailure,
});

/** The step is done: on to the next one. */
const stepDone = sample({ clock: [contractCreated, merged] });
sample({
  clock: stepDone,
  source: { product: $product, index: $stepIndex, lang: $lang, broker: $broker },
  filter: ({ product, index }) => Boolean(product) && index >= 0,
  fn: ({ product, index, lang, broker }) => {
    const current = product as PurchaseProduct;
    return { href: stepHref(current, stepAt(current, index + 1).tab, lang, broker) };
  },
  target: navigateFx,
});

// Errors: warnings keyed by field go under the fields, the rest beneath the form (§8).
const stepFailed = sample({ clock: [appaSearchFx.failData, appaCreateFx.failData, appaUpdateFx.failData, travelCustomerFx.failData, travelCreateFx.failData] });
sample({ clock: stepFailed, filter: (error) => Object.keys(error.fieldWarnings).length > 0, fn: (error) => error.fieldWarnings, target: stepForm.warningsReceived });
sample({
  clock: stepFailed,
  filter: (error) => error.kind !== 'cancelled' && error.kind !== 'unauthorized' && Object.keys(error.fieldWarnings).length === 0,
  fn: (error): StepFailure => ({ kind: error.kind, messages: error.messages }),
  target: $stepFailure,
});

/** Something is on its way for this step. */
export const $stepBusy = combine(
  [appaSearchFx.pending, appaCreateFx.pending, appaUpdateFx.pending, travelCustomerFx.pending, travelCreateFx.pending],
  (pending) => pending.some(Boolean),
);

// ------------------------------------------------------------------------------------------------- back
sample({
  clock: backPressed,
  source: { product: $product, index: $stepIndex, lang: $lang, broker: $broker },
  filter: ({ product, index }) => Boolean(product) && index > 0,
  fn: ({ product, index, lang, broker }) => ({ href: stepHref(product as PurchaseProduct, stepAt(product as PurchaseProduct, index - 1).tab, lang, broker) }),
  target: navigateFx,
});

/** Leaves the app for the bank's hosted payment page (the browser navigates away). */
export const leaveForBankFx = createEffect((payUrl: string) => {
  window.location.assign(payUrl);
});

// ------------------------------------------------------------------------------------------------- entry
/**
 * A purchase starts from elsewhere (a calculator's "Buy this policy"): what is already known fills the steps' forms,
 * then the wizard opens at step 1 (signing in first when needed: the drafts wait in session storage).
 */
export const purchaseStarted = createEvent<{ product: PurchaseProductKey; drafts: Record<string, WireValues>; broker?: string | null }>();
$drafts.on(purchaseStarted, (drafts, started) => ({ ...drafts, ...started.drafts }));
sample({
  clock: purchaseStarted,
  source: $lang,
  fn: (lang, { product, broker }) => {
    const config = PURCHASE_PRODUCTS[product] as PurchaseProduct;
    return { href: stepHref(config, firstStep(config).tab, lang, broker ?? null) };
  },
  target: navigateFx,
});
