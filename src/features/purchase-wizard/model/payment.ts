import { attach, combine, createEvent, createStore, sample } from 'effector';
import { reset } from 'patronum';
import { approvePayload, canPay, contractCreated, contractMerged, keptCardChoice, saveCardOffered, selectCard, type CardChoice } from '@/entities/contract';
import { $client, $isAuthorized, clientFields, customerDataCleared } from '@/entities/session';
import {
  approveContractFx,
  checkPromoCodeFx,
  confirmContractFx,
  fetchContractPriceFx,
  fetchSavedCardsFx,
  promoRefusalOf,
  type ContractPrice,
  type SavedCard,
} from '@/shared/api';
import type { PurchaseProduct } from '@/shared/config';
import { $lang } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { $broker, $currentContract, $isIssued, $isPaymentStep, $product, leaveForBankFx, routeEntered, stepForm, stepHref, type StepFailure } from './wizard';

/**
 * The payment step of every wizard (CMTPL `payment`, travel `create-travel-contract`; §2 "Travel step 3", §4 pay
 * and save-card rules): the price (struck through when a promo code gives a discount), the terms checkbox that
 * enables Pay, the saved-card choice, then approve → the bank's page (or confirm when the contract is free).
 */
export const promoCodeChanged = createEvent<string>();
export const promoCheckPressed = createEvent();
/** The card radio changed: a saved card's ID or OTHER_CARD. */
export const cardChosen = createEvent<string>();
export const saveCardToggled = createEvent<boolean>();
export const priceRetried = createEvent();

export const $price = createStore<ContractPrice | null>(null);
export const $priceFailed = createStore(false);
export const $cards = createStore<SavedCard[]>([]);
/** The saved card chosen (null: another card, typed on the bank's page) and the "save this card" tick. */
export const $cardChoice = createStore<CardChoice>({ cardId: null, saveCard: false });

export const $promoCode = createStore('');
/** The code whose discount is in the price (sent with the approve payload). */
export const $appliedCode = createStore<string | null>(null);
/**
 * The verdict on the promo code, shown under its field: valid (with the server's words), refused (the server's words:
 * unknown, expired, not for this product) or not checked (`failed`: network, server error — the code may be fine).
 */
/** The promo code's verdict: applied (`valid`), refused (the server's `text`), not checkable (`failed`), or typed and not checked when Pay was pressed (`unchecked`). */
export const $promoMessage = createStore<{ valid: boolean; text: string; failed?: boolean; unchecked?: boolean } | null>(null);
export const $payFailure = createStore<StepFailure | null>(null);

const $contractData = $currentContract.map((stored) => stored?.data ?? null);
/** Where the stored contract keeps the card choice made for it (app-kept, like VEHICLE; never sent). */
const CARD_CHOICE_KEY = 'CARD_CHOICE';
/**
 * The promo code applied on this step, kept with the contract like the card choice: a reload or Back from the bank
 * keeps the discount. Not `PROMO_CODE`: that is a step-1 field of some products (the medical check-ups), already in
 * their price.
 */
const PROMO_CODE_KEY = 'APPLIED_PROMO_CODE';
const keptCode = (contract: Record<string, unknown> | null): string | null => {
  const code = contract?.[PROMO_CODE_KEY];
  return typeof code === 'string' && code !== '' ? code : null;
};
export const $isFree = $contractData.map((data) => Boolean(data?.IS_FREE));
export const $termsAccepted = stepForm.$values.map((values) => values.TERMS === true || values.TERMS === 1 || values.TERMS === '1');
export const $saveCardOffered = combine($isAuthorized, $isFree, $cards, $cardChoice, (signedIn, isFree, cards, choice) =>
  saveCardOffered({ signedIn, isFree, cards, selectedCardId: choice.cardId }),
);

const paymentEntered = sample({
  clock: [routeEntered, priceRetried],
  source: { payment: $isPaymentStep, contract: $contractData },
  filter: ({ payment, contract }) => payment && Boolean(contract) && !contract?.CONTRACT_NUMBER,
});

// ---- price
const priceFx = attach({ effect: fetchContractPriceFx });
sample({
  clock: paymentEntered,
  source: { contract: $contractData, code: $appliedCode },
  fn: ({ contract, code }) => {
    const applied = code ?? keptCode(contract);
    return { ID: String(contract?.ID ?? ''), ...(applied ? { CODE: applied } : {}) };
  },
  target: priceFx,
});
// The code applied before a reload (or Back from the bank) is the step's again: shown applied, sent with Pay.
const codeKept = sample({
  clock: paymentEntered,
  source: $appliedCode,
  filter: (code, { contract }) => code === null && keptCode(contract) !== null,
  fn: (_, { contract }) => keptCode(contract) as string,
});
sample({ clock: codeKept, target: [$appliedCode, $promoCode] });
$price.on(priceFx.doneData, (_, { result }) => result);
$priceFailed.on(priceFx.fail, () => true).reset(priceFx);

// ---- promo code (REFERRAL = the product, §5)
$promoCode.on(promoCodeChanged, (_, code) => code.trim());
$promoMessage.reset(promoCodeChanged);
const promoFx = attach({ effect: checkPromoCodeFx });
sample({
  clock: promoCheckPressed,
  source: { product: $product, code: $promoCode },
  filter: ({ product, code }) => Boolean(product) && code !== '',
  fn: ({ product, code }) => ({ REFERRAL: (product as PurchaseProduct).key, CODE: code }),
  target: promoFx,
});
sample({ clock: promoFx.done, filter: ({ result }) => result.valid, fn: ({ params }) => params.CODE, target: $appliedCode });
sample({ clock: promoFx.done, filter: ({ result }) => result.valid, fn: ({ params }) => ({ [PROMO_CODE_KEY]: params.CODE }), target: contractMerged });
sample({ clock: promoFx.doneData, fn: (answer) => ({ valid: answer.valid, text: answer.message ?? '' }), target: $promoMessage });
// A refusal is a 400 with the server's message (issue 20: it used to show nothing); a failed check says so.
sample({
  clock: promoFx.failData,
  filter: (error) => error.kind !== 'cancelled' && error.kind !== 'unauthorized',
  fn: (error) => {
    const refusal = promoRefusalOf(error);
    return refusal === null ? { valid: false, text: '', failed: true } : { valid: false, text: refusal };
  },
  target: $promoMessage,
});
sample({
  clock: promoFx.done,
  source: $contractData,
  filter: (contract, { result }) => Boolean(contract) && result.valid,
  fn: (contract, { params }) => ({ ID: String(contract?.ID ?? ''), CODE: params.CODE }),
  target: priceFx,
});

// ---- saved cards (only signed in and not free, §4)
const cardsFx = attach({ effect: fetchSavedCardsFx });
sample({ clock: paymentEntered, source: { signedIn: $isAuthorized, free: $isFree }, filter: ({ signedIn, free }) => signedIn && !free, fn: () => undefined, target: cardsFx });
$cards.on(cardsFx.doneData, (_, { result }) => result);
// The choice made for this contract before (Back from the bank's page reloads the step), else the default card.
sample({
  clock: cardsFx.doneData,
  source: $contractData,
  fn: (contract, { result }) => keptCardChoice(result, contract?.[CARD_CHOICE_KEY] as CardChoice | undefined),
  target: $cardChoice,
});
$cardChoice.on(cardChosen, (choice, value) => selectCard(choice, value)).on(saveCardToggled, (choice, saveCard) => ({ ...choice, saveCard }));
// …and the customer's choice is kept with the contract (session storage), not only in memory.
sample({ clock: [cardChosen, saveCardToggled], source: $cardChoice, fn: (choice) => ({ [CARD_CHOICE_KEY]: choice }), target: contractMerged });

// ---- pay or confirm
export const $canPay = combine($termsAccepted, approveContractFx.pending, confirmContractFx.pending, (termsAccepted, approving, confirming) =>
  canPay({ termsAccepted, busy: approving || confirming }),
);

// A paid contract is never paid again (the step shows it is paid; the server would refuse).
const payPressed = sample({ clock: stepForm.validSubmitted, source: { payment: $isPaymentStep, issued: $isIssued }, filter: ({ payment, issued }) => payment && !issued });

/**
 * A promo code typed and not applied (never checked, refused, or its check failed): Pay waits, as the form engine's
 * promo field does, so that nobody pays the full price believing the code was taken. Clearing the field pays without.
 */
const $promoPending = combine($promoCode, $appliedCode, $isFree, (code, applied, free) => !free && code !== '' && code !== applied);
sample({
  clock: payPressed,
  source: { pending: $promoPending, message: $promoMessage },
  // A refusal already shown stays as it is; otherwise the field asks to check the code or clear it.
  filter: ({ pending, message }) => pending && (message === null || message.failed === true || message.unchecked === true),
  fn: () => ({ valid: false, text: '', unchecked: true }),
  target: $promoMessage,
});
const approveFx = attach({ effect: approveContractFx });
const confirmFx = attach({ effect: confirmContractFx });

sample({
  clock: payPressed,
  source: {
    contract: $contractData,
    product: $product,
    choice: $cardChoice,
    signedIn: $isAuthorized,
    code: $appliedCode,
    promoPending: $promoPending,
    broker: $broker,
    canPay: $canPay,
    client: $client,
  },
  filter: ({ contract, product, canPay: allowed, promoPending }) => Boolean(contract && product && allowed) && !contract?.IS_FREE && !promoPending,
  fn: ({ contract, product, choice, signedIn, code, broker, client }) => ({
    ...approvePayload({ contract: contract as NonNullable<typeof contract>, product: (product as PurchaseProduct).key, choice, signedIn, code, broker }),
    // The bank order's payer (docs/decisions/session-client-info.md).
    ...clientFields(client),
  }),
  target: approveFx,
});
sample({ clock: approveFx.doneData, fn: ({ payUrl }) => payUrl, target: leaveForBankFx });
// A bank address off the allow-list is not followed: the step's error, nothing paid (the refusal is logged).
sample({ clock: leaveForBankFx.fail, fn: (): StepFailure => ({ kind: 'untrusted-address', messages: [] }), target: $payFailure });

sample({
  clock: payPressed,
  source: { contract: $contractData, product: $product, broker: $broker },
  filter: ({ contract, product }) => Boolean(contract && product && contract.IS_FREE),
  fn: ({ contract, product, broker }) => ({ id: String(contract?.ID), referral: (product as PurchaseProduct).key, ...(broker ? { BROKER: broker } : {}) }),
  target: confirmFx,
});
sample({ clock: confirmFx.doneData, fn: ({ result }) => result, target: contractMerged });
sample({
  clock: confirmFx.doneData,
  source: { product: $product, lang: $lang, broker: $broker },
  filter: ({ product }) => Boolean(product),
  fn: ({ product, lang, broker }) => ({ href: stepHref(product as PurchaseProduct, (product as PurchaseProduct).final.tab, lang, broker) }),
  target: navigateFx,
});

sample({
  clock: [approveFx.failData, confirmFx.failData],
  filter: (error) => error.kind !== 'cancelled' && error.kind !== 'unauthorized',
  fn: (error): StepFailure => ({ kind: error.kind, messages: error.messages }),
  target: $payFailure,
});
$payFailure.reset(routeEntered, payPressed);

/** The bank's address arrived: the browser is leaving (the button keeps spinning until the page unloads). */
const $leaving = createStore(false).on(approveFx.done, () => true).reset(routeEntered, leaveForBankFx.fail);
export const $paying = combine(approveFx.pending, confirmFx.pending, $leaving, (approving, confirming, leaving) => approving || confirming || leaving);

// A new contract starts without the old one's price, promo code and card choice.
$price.reset(contractCreated);
$appliedCode.reset(contractCreated);
$promoCode.reset(contractCreated);
$promoMessage.reset(contractCreated);
$cardChoice.reset(contractCreated);
// Signing out, or somebody else signing in on this tab, forgets the saved cards, the price and the promo code.
reset({ clock: customerDataCleared, target: [$cards, $price, $appliedCode, $promoCode, $promoMessage, $cardChoice] });
