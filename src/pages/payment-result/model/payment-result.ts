import { createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import { delay } from 'patronum';
import { $contract, contractCreated, contractMerged, pickUpContractFx } from '@/entities/contract';
import { $user } from '@/entities/session';
import {
  recordAppaPaymentFx,
  recordMedicalPaymentFx,
  recordMedicalPlusPaymentFx,
  recordSocialMedPaymentFx,
  recordTravelPaymentFx,
  type ApiError,
  type PaymentRecord,
  type RecordPaymentPayload,
} from '@/shared/api';
import type { PurchaseProduct, RecordCall } from '@/shared/config';
import { $lang, localizePath } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import {
  decideOutcome,
  finalStepPath,
  MAX_CHECKS,
  offersPdf,
  commissionOf,
  paidAmountOf,
  paymentStepPath,
  POLL_INTERVAL_MS,
  productOfReferral,
  recordPayloadOf,
  type Outcome,
  type PaymentQuery,
  type ResultView,
} from './outcome';

/**
 * The payment result page, /profile/payment/{referral}/?… (customer-portal.md §2, §3, §4, §8;
 * docs/decisions/payment-result.md). The bank's return query is only a pointer: the page records it with the backend
 * (the referral's set-contract-payment call), and the ANSWER's status decides what shows. A hand-edited
 * `status=success` therefore shows what the bank really said. Processing is checked again every 2.5 s, at most
 * MAX_CHECKS times; a travel payment goes on to its final step, which mails the contract.
 */

/** The page opened, or its address changed: the referral of the route and the bank's query. */
export const paymentReturned = createEvent<{ referral: string; query: PaymentQuery }>();
/** The page was left: stop checking, drop answers still on their way. */
export const resultPageClosed = createEvent();
/** "Check again" after the checks ran out, or after the record call failed. */
export const checkAgainClicked = createEvent();

/** The pause between two checks of a payment the bank is still processing (a store so tests can shorten it). */
export const $pollIntervalMs = createStore(POLL_INTERVAL_MS);

/** The record call each product's row names (`record`). */
const RECORD_CALLS: Record<RecordCall, Effect<RecordPaymentPayload, PaymentRecord, ApiError>> = {
  aswa: recordAppaPaymentFx,
  travel: recordTravelPaymentFx,
  'medical-checkup': recordMedicalPaymentFx,
  'medical-checkup-plus': recordMedicalPlusPaymentFx,
  'social-med-checkup': recordSocialMedPaymentFx,
};

/** The row's `afterPayment: 'final'`: success continues on the result step (it mails the contract, §4) and a failed record call returns to the payment step (§4 "return to the travel page"). */
const handsOver = (referral: string) => productOfReferral(referral)?.afterPayment === 'final';

interface RecordRequest {
  referral: string;
  /** The row's record call. */
  record: RecordCall;
  payload: RecordPaymentPayload;
  /** The page visit this check belongs to: answers of an earlier visit are dropped. */
  run: number;
}

export const recordPaymentFx = createEffect<RecordRequest, PaymentRecord, ApiError>(({ record, payload }) => RECORD_CALLS[record](payload));

export const $view = createStore<ResultView>({ kind: 'idle' });
export const $referral = createStore<string | null>(null);
/** The referral's row of the product table (null: an unknown product). */
const $product = $referral.map((referral) => (referral ? productOfReferral(referral) : null));
/** "Try again": the product's payment step (language-free), null for an unknown product. */
export const $retryPath = $referral.map((referral) => (referral ? paymentStepPath(referral) : null));
/** How many times the current payment has been recorded (the bound on processing). */
export const $checks = createStore(0);

const $payload = createStore<RecordPaymentPayload | null>(null);
const $run = createStore(0);
const $open = createStore(false);

const checkRequested = createEvent();

$run.on([paymentReturned, resultPageClosed], (run) => run + 1);
$open.on(paymentReturned, () => true).on(resultPageClosed, () => false);
// The stored contract (it starts empty) comes back from session storage before the answer needs it.
sample({ clock: paymentReturned, target: pickUpContractFx });
sample({ clock: paymentReturned, fn: ({ referral }) => referral, target: $referral });
sample({ clock: paymentReturned, fn: ({ query }) => recordPayloadOf(query), target: $payload });
$checks.reset(paymentReturned, checkAgainClicked);
$view.reset(resultPageClosed);

// What the address asks: an unknown product, no payment in it, or a payment to check.
const firstView = sample({
  clock: paymentReturned,
  fn: ({ referral, query }): ResultView => {
    if (!productOfReferral(referral)) return { kind: 'unknown-product' };
    if (!recordPayloadOf(query)) return { kind: 'invalid-query' };
    return { kind: 'checking' };
  },
});
sample({ clock: firstView, target: $view });
sample({ clock: firstView, filter: (view) => view.kind === 'checking', target: checkRequested });

sample({
  clock: checkAgainClicked,
  source: $view,
  filter: (view) => view.kind === 'processing-timeout' || view.kind === 'record-failed',
  fn: (): ResultView => ({ kind: 'checking' }),
  target: [$view, checkRequested],
});

sample({
  clock: checkRequested,
  source: { product: $product, payload: $payload, run: $run, open: $open },
  filter: ({ open, product, payload }) => open && product !== null && payload !== null,
  fn: ({ product, payload, run }): RecordRequest => {
    const { key, record } = product as PurchaseProduct;
    return { referral: key, record, payload: payload as RecordPaymentPayload, run };
  },
  target: recordPaymentFx,
});
$checks.on(recordPaymentFx, (checks) => checks + 1);

interface Answer {
  referral: string;
  record: PaymentRecord;
  outcome: Outcome;
  contractId: string;
}

const answered = sample({
  clock: recordPaymentFx.done,
  source: { run: $run, open: $open },
  filter: ({ run, open }, { params }) => open && params.run === run,
  fn: (_, { params, result }): Answer => ({
    referral: params.referral,
    record: result,
    outcome: decideOutcome(result),
    contractId: result.result?.ID ?? params.payload.contract_id,
  }),
});

// Success: the contract and its number; travel goes on to its final step (replacing this address).
const succeeded = sample({ clock: answered, filter: (answer) => answer.outcome.kind === 'success' });
sample({
  clock: succeeded,
  fn: ({ referral, record, contractId }): ResultView => ({
    kind: 'success',
    contractId,
    contractNumber: record.result?.CONTRACT_NUMBER ?? null,
    amount: paidAmountOf(record.result),
    commission: commissionOf(record.result),
    pdf: offersPdf(referral),
  }),
  target: $view,
});
sample({
  clock: succeeded,
  source: $lang,
  filter: (_, { referral }) => handsOver(referral),
  fn: (lang, { referral }) => ({ href: localizePath(finalStepPath(referral) ?? '/', lang), replace: true }),
  target: navigateFx,
});

// Failure: the bank's description (and the fixed "contact your bank", in the view).
sample({
  clock: answered,
  filter: (answer) => answer.outcome.kind === 'failure',
  fn: ({ outcome }): ResultView => ({ kind: 'failure', description: outcome.kind === 'failure' ? outcome.description : null }),
  target: $view,
});

// Processing: check again after a pause, until MAX_CHECKS checks have been made.
const stillProcessing = sample({
  clock: answered,
  source: { checks: $checks, run: $run },
  filter: (_, answer) => answer.outcome.kind === 'processing',
  fn: (source) => source,
});
sample({
  clock: stillProcessing,
  fn: ({ checks }): ResultView => (checks < MAX_CHECKS ? { kind: 'processing' } : { kind: 'processing-timeout' }),
  target: $view,
});
const recheckDue = delay({
  source: sample({ clock: stillProcessing, filter: ({ checks }) => checks < MAX_CHECKS, fn: ({ run }) => run }),
  timeout: $pollIntervalMs,
});
sample({ clock: recheckDue, source: { run: $run, open: $open }, filter: ({ run, open }, scheduled) => open && run === scheduled, target: checkRequested });

// The recorded contract (its number, status) goes into the stored one, so the final pages show it after a reload.
sample({
  clock: answered,
  source: $contract,
  filter: (stored, { record }) => record.result !== null && stored !== null && stored.data.ID === record.result.ID,
  fn: (_, { record }) => record.result!,
  target: contractMerged,
});
// Paid in another tab (nothing stored here, or another contract): the paid contract becomes the stored one.
sample({
  clock: succeeded,
  source: { stored: $contract, user: $user },
  filter: ({ stored }, { record }) => record.result !== null && (stored === null || stored.data.ID !== record.result.ID),
  fn: ({ user }, { referral, record }) => ({ product: referral, customer: user?.CUSTOMER ?? '', data: record.result! }),
  target: contractCreated,
});

// The record call failed (network, 500, an answer of the wrong shape). A 401 is the session's (it goes to /login
// and back here); a cancelled call is nobody's.
const recordFailed = sample({
  clock: recordPaymentFx.fail,
  source: { run: $run, open: $open },
  filter: ({ run, open }, { params, error }) => open && params.run === run && error.kind !== 'unauthorized' && error.kind !== 'cancelled',
  fn: (_, { params }) => params.referral,
});
sample({ clock: recordFailed, fn: (): ResultView => ({ kind: 'record-failed' }), target: $view });
sample({
  clock: recordFailed,
  source: $lang,
  filter: (_, referral) => handsOver(referral),
  fn: (lang, referral) => ({ href: localizePath(paymentStepPath(referral) ?? '/', lang), replace: true }),
  target: navigateFx,
});
