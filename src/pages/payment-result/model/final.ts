import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $contract, contractMerged, pickUpContractFx } from '@/entities/contract';
import { $user } from '@/entities/session';
import { sendTravelContractFx, type Contract } from '@/shared/api';
import { commissionOf, offersPdf, paidAmountOf, paidContractOf, travelSendPayload, type ResultView } from './outcome';

/**
 * The result steps of the wizards, read from the stored contract (`paramsData`, so they survive a reload):
 * - travel, /profile/tour-insurance/travel/get-travel-contract: mails the contract (send-contract, §4 "then sends
 *   the contract by e-mail"), then shows it with the PDF download; a failure offers "Try again" (sends again). Once
 *   per contract: the stored contract remembers that its e-mail went, so a reload, Back or a visit from history
 *   shows the result without sending again (the backend answers a repeat without a second e-mail, too;
 *   docs/decisions/exactly-once.md);
 * - CMTPL, /profile/newContracts/appa/payment/stepfinally: the contract and its number (no PDF for appa, §2).
 * Without a paid contract of this customer stored, both say there is nothing to show.
 */

type Paid = Contract & Record<string, unknown>;

export const travelContractPageOpened = createEvent();
/** The CMTPL or a voluntary product's result step opened: the stored contract of the signed-in customer comes back. */
export const resultStepOpened = createEvent();
/** "Try again" after the e-mail could not be sent. */
export const sendAgainClicked = createEvent();

export const $travelContract = combine($contract, $user, (stored, user) => paidContractOf(stored, 'travel', user?.CUSTOMER ?? null));
export const $appaContract = combine($contract, $user, (stored, user) => paidContractOf(stored, 'appa', user?.CUSTOMER ?? null));

export const sendContractFx = attach({ effect: sendTravelContractFx, mapParams: (contract: Paid) => travelSendPayload(contract) });

/** Set on the stored contract when its e-mail has gone: the page never sends it again. */
export const EMAILED_FLAG = 'CONTRACT_EMAILED';
const $emailed = $travelContract.map((contract) => contract?.[EMAILED_FLAG] === true);

type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';
const $sendStatus = createStore<SendStatus>('idle');
$sendStatus
  .on(sendContractFx, () => 'sending')
  .on(sendContractFx.done, () => 'sent')
  // A 401 is the session's: it goes to /login and back here, which sends again.
  .on(sendContractFx.failData, (_, error) => (error.kind === 'cancelled' ? 'idle' : 'failed'));

/** The stored contract comes back from session storage when the page opens (it starts empty). */
const travelPageOpenedFx = createEffect(() => pickUpContractFx());
sample({ clock: travelContractPageOpened, target: travelPageOpenedFx });
sample({ clock: resultStepOpened, target: pickUpContractFx });
// The page opened (its contract picked up): send unless the e-mail went already or is on its way; "Try again" after a failure.
sample({
  clock: travelPageOpenedFx.finally,
  source: { contract: $travelContract, emailed: $emailed, status: $sendStatus },
  filter: ({ contract, emailed, status }) => contract !== null && !emailed && status !== 'sending',
  fn: ({ contract }) => contract as Paid,
  target: sendContractFx,
});
sample({
  clock: sendAgainClicked,
  source: { contract: $travelContract, emailed: $emailed, status: $sendStatus },
  filter: ({ contract, emailed, status }) => contract !== null && !emailed && status === 'failed',
  fn: ({ contract }) => contract as Paid,
  target: sendContractFx,
});
sample({ clock: sendContractFx.done, fn: () => ({ [EMAILED_FLAG]: true }), target: contractMerged });

const successOf = (contract: Paid, product: string, emailed: boolean): ResultView => ({
  kind: 'success',
  contractId: contract.ID,
  contractNumber: contract.CONTRACT_NUMBER ?? null,
  amount: paidAmountOf(contract),
  commission: commissionOf(contract),
  pdf: offersPdf(product),
  emailed,
});

export const $travelView = combine($travelContract, $emailed, $sendStatus, (contract, emailed, status): ResultView => {
  if (!contract) return { kind: 'nothing' };
  if (emailed || status === 'sent') return successOf(contract, 'travel', true);
  if (status === 'failed') return { kind: 'send-failed' };
  return { kind: 'sending' };
});

export const $appaView = $appaContract.map((contract): ResultView => (contract ? successOf(contract, 'appa', false) : { kind: 'nothing' }));

/**
 * The result step of the products whose bank return lands on the payment result page (the voluntary products,
 * `{family}/{category}/contract-result`): reached by a free contract's confirm, or a bookmark. The stored paid
 * contract of the customer, by product.
 */
export const $issuedContracts = combine($contract, $user, (stored, user): Record<string, ResultView> => {
  const paid = stored ? paidContractOf(stored, stored.product, user?.CUSTOMER ?? null) : null;
  return stored && paid ? { [stored.product]: successOf(paid, stored.product, false) } : {};
});
