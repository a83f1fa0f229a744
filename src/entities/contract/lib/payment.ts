import type { ApprovePayload, Contract, SavedCard } from '@/shared/api';

/**
 * The payment step's rules (customer-portal.md §4 "Pay button …", §3 "Contract", "Approve payload", §9 commission),
 * as small pure functions the wizard's model calls.
 */

/** Pay (or confirm) is enabled only after the terms are ticked, and not while a call is under way (no double pay). */
export const canPay = ({ termsAccepted, busy }: { termsAccepted: boolean; busy: boolean }): boolean => termsAccepted && !busy;

/** The radio value of "another card" (one typed on the bank's page). */
export const OTHER_CARD = 'other';

/**
 * The card choice of the payment step: a saved card's ID, or null for another card; and the "save this card"
 * tick (it means something only for another card).
 */
export interface CardChoice {
  cardId: string | null;
  saveCard: boolean;
}

/** The default card (IS_DEF) preselected, else the first saved card, else another card. */
export function initialCardChoice(cards: readonly SavedCard[]): CardChoice {
  const card = cards.find((item) => item.IS_DEF) ?? cards[0];
  return { cardId: card?.ID ?? null, saveCard: false };
}

/**
 * The choice the customer made for this contract before (kept with it, so Back from the bank's page does not lose
 * it), when it still makes sense: another card, or a saved card that is still there. Otherwise the initial choice.
 */
export function keptCardChoice(cards: readonly SavedCard[], kept: CardChoice | null | undefined): CardChoice {
  if (!kept || typeof kept !== 'object') return initialCardChoice(cards);
  if (kept.cardId === null) return { cardId: null, saveCard: Boolean(kept.saveCard) };
  return cards.some((card) => card.ID === kept.cardId) ? { cardId: kept.cardId, saveCard: false } : initialCardChoice(cards);
}

/** "Other card": the card id is cleared and so is the save tick (the customer ticks it again if they want). */
export const chooseOtherCard = (choice: CardChoice): CardChoice => ({ ...choice, cardId: null, saveCard: false });

/** The radio changed: a saved card's ID, or OTHER_CARD. */
export const selectCard = (choice: CardChoice, value: string): CardChoice =>
  value === OTHER_CARD ? chooseOtherCard(choice) : { ...choice, cardId: value, saveCard: false };

/** The radio's value of a choice. */
export const cardChoiceValue = (choice: CardChoice): string => choice.cardId ?? OTHER_CARD;

/**
 * Whether "save this card" is offered: signed in (cards belong to a customer), the contract is not free (no card
 * at all then), and no saved card is selected or there are none.
 */
export function saveCardOffered({
  signedIn,
  isFree,
  cards,
  selectedCardId,
}: {
  signedIn: boolean;
  isFree: boolean;
  cards: readonly SavedCard[];
  selectedCardId: string | null;
}): boolean {
  if (!signedIn || isFree) return false;
  const savedSelected = selectedCardId !== null && selectedCardId !== OTHER_CARD && cards.some((card) => card.ID === selectedCardId);
  return cards.length === 0 || !savedSelected;
}

const filled = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The /payment/make payload (§3 "Approve payload", docs/purchase-api.md). `card_id` only for a saved card of a
 * signed-in customer; `save_card` 1 only when signed in, ticked and no saved card chosen (§4 "A card is saved only
 * when logged in and the box is ticked"); CODE (promo) and BROKER only when given. BROKER falls back to the
 * contract's.
 */
export function approvePayload({
  contract,
  product,
  choice,
  signedIn,
  code,
  broker,
}: {
  contract: Pick<Contract, 'ID' | 'ORDER_ID' | 'BROKER'>;
  /** The product key: the payment's referral. */
  product: string;
  choice: CardChoice;
  signedIn: boolean;
  code?: string | null;
  broker?: string | null;
}): ApprovePayload {
  const cardId = signedIn ? choice.cardId : null;
  const payload: ApprovePayload = {
    order_id: contract.ORDER_ID,
    id: contract.ID,
    save_card: signedIn && choice.saveCard && cardId === null ? 1 : 0,
    referral: product,
  };
  if (cardId !== null) payload.card_id = cardId;
  const promo = filled(code);
  if (promo) payload.CODE = promo;
  const brokerId = filled(broker) ?? filled(contract.BROKER);
  if (brokerId) payload.BROKER = brokerId;
  return payload;
}

type Priced = Pick<Contract, 'PREMIUMSPAY' | 'PREMIUMSPAY_DISCOUNT'>;

/**
 * The struck-through price (§2 step 3): old and new price when PREMIUMSPAY_DISCOUNT (the price after the promo
 * code) is set and lower than PREMIUMSPAY; null otherwise (a "discount" that is not lower is no discount).
 */
export function discountOf(contract: Priced): { oldPrice: number; price: number } | null {
  const { PREMIUMSPAY: price, PREMIUMSPAY_DISCOUNT: discounted } = contract;
  if (price === null || discounted === null || !Number.isFinite(price) || !Number.isFinite(discounted)) return null;
  return discounted >= 0 && discounted < price ? { oldPrice: price, price: discounted } : null;
}

/** What the customer pays: the discounted price when there is a discount, else PREMIUMSPAY (null when unknown). */
export function payableAmount(contract: Priced): number | null {
  const discount = discountOf(contract);
  if (discount) return discount.price;
  return contract.PREMIUMSPAY !== null && Number.isFinite(contract.PREMIUMSPAY) ? contract.PREMIUMSPAY : null;
}
