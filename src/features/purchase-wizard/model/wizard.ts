import { createEffect, createEvent, sample } from 'effector';
import { placeWarnings } from '@/shared/api';
import { PURCHASE_PRODUCTS, type PurchaseProduct, type PurchaseProductKey } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';
import { $lang } from '@/shared/i18n';
import { leaveForPaymentFx, navigateFx, type UntrustedAddressError } from '@/shared/routing';
import { $broker, $drafts, $product, $stepFailure, $stepIndex, backPressed, createStepCalls, firstStep, stepAt, stepCallFailed, stepForm, stepHref, stepSucceeded, type StepFailure } from './core';
import { PRODUCT_CHAINS } from './products';

/**
 * The purchase wizard (the design card's "wizard" model): the flow between the steps. What every product shares
 * (route, stores, the step form, drafts, the step-chain factory) is in core.ts; each product's step calls in
 * products/*.ts.
 */
export {
  $broker,
  $currentContract,
  $drafts,
  $isIssued,
  $isPaymentStep,
  $product,
  $step,
  $stepFailure,
  $stepIndex,
  $tab,
  $today,
  backPressed,
  firstStepPath,
  issuedContractPath,
  routeEntered,
  stepForm,
  stepHref,
  WizardGate,
} from './core';
export type { StepFailure, WizardParams } from './core';

/** The step is done: on to the next one. */
sample({
  clock: stepSucceeded,
  source: { product: $product, index: $stepIndex, lang: $lang, broker: $broker },
  filter: ({ product, index }) => Boolean(product) && index >= 0,
  fn: ({ product, index, lang, broker }) => {
    const current = product as PurchaseProduct;
    return { href: stepHref(current, stepAt(current, index + 1).tab, lang, broker) };
  },
  target: navigateFx,
});

// Errors (§8): the warnings of fields this step shows go under them; every other message beneath the form (a general
// one, or one of a field the step does not show): the step's calls open no dialog, so nothing may be left unsaid.
const stepRefused = sample({
  clock: stepCallFailed,
  source: stepForm.$visibleNames,
  filter: (_, error) => error.kind !== 'cancelled' && error.kind !== 'unauthorized',
  fn: (visible, error) => ({ kind: error.kind, ...placeWarnings(error, (field) => visible.includes(field)) }),
});
sample({ clock: stepRefused, filter: ({ underFields }) => Object.keys(underFields).length > 0, fn: ({ underFields }) => underFields, target: stepForm.warningsReceived });
sample({
  clock: stepRefused,
  filter: ({ underFields, beneath }) => beneath.length > 0 || Object.keys(underFields).length === 0,
  fn: ({ kind, beneath }): StepFailure => ({ kind, messages: beneath }),
  target: $stepFailure,
});

const { stepCallFx } = createStepCalls(PRODUCT_CHAINS);
/** Something is on its way for this step. */
export const $stepBusy = stepCallFx.pending;

// ------------------------------------------------------------------------------------------------- back
sample({
  clock: backPressed,
  source: { product: $product, index: $stepIndex, lang: $lang, broker: $broker },
  filter: ({ product, index }) => Boolean(product) && index > 0,
  fn: ({ product, index, lang, broker }) => ({ href: stepHref(product as PurchaseProduct, stepAt(product as PurchaseProduct, index - 1).tab, lang, broker) }),
  target: navigateFx,
});

/**
 * Leaves the app for the bank's hosted payment page (the browser navigates away), only to an address on the
 * allow-list (docs/decisions/trust-boundaries.md); a refused one fails and the payment step shows its error.
 */
export const leaveForBankFx = createEffect<string, void, UntrustedAddressError>((payUrl) => leaveForPaymentFx(payUrl));

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
