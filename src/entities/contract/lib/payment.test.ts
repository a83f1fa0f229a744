import { describe, expect, it } from 'vitest';
import type { ApprovePayload, Contract, SavedCard } from '@/shared/api';
import {
  approvePayload,
  canPay,
  cardChoiceValue,
  chooseOtherCard,
  discountOf,
  initialCardChoice,
  keptCardChoice,
  OTHER_CARD,
  payableAmount,
  saveCardOffered,
  selectCard,
  type CardChoice,
} from './payment';

const card = (ID: string, IS_DEF = false): SavedCard => ({
  ID,
  CARDHOLDERID: '1001',
  CARDNUMBER: '411111******1111',
  CARDTYPE: 'visa',
  EXPDATE: '12/28',
  IS_DEF,
});
const visa = card('c1');
const master = card('c2', true);
const arca = card('c3');

const contract: Contract = {
  ID: '77',
  SGUID: 'sg-77',
  ORDER_ID: 'ord-77',
  IS_FREE: false,
  category: 'travel',
  status: 'draft',
  BROKER: null,
  PASSPORT: 'AN1234567',
  PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: 1,
  EMAIL_HOLDER: null,
  PHONE_HOLDER: null,
  CUSTOMER_FULLNAME: 'Anna Hakobyan',
  PREMIUMSPAY: 12_000,
  PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: null,
  FROMDATE: '01/12/2026',
  TODATE: '07/12/2026',
};

describe('canPay: only after the terms are ticked, never twice at once', () => {
  it.each([
    [true, false, true],
    [false, false, false],
    [true, true, false],
    [false, true, false],
  ])('terms %s, busy %s → %s', (termsAccepted, busy, can) => {
    expect(canPay({ termsAccepted, busy })).toBe(can);
  });
});

describe('saveCardOffered', () => {
  it.each<[string, Parameters<typeof saveCardOffered>[0], boolean]>([
    ['signed in, no saved cards', { signedIn: true, isFree: false, cards: [], selectedCardId: null }, true],
    ['signed in, another card chosen', { signedIn: true, isFree: false, cards: [visa, master], selectedCardId: null }, true],
    ['signed in, "other" as the radio value', { signedIn: true, isFree: false, cards: [visa], selectedCardId: OTHER_CARD }, true],
    ['signed in, a saved card chosen', { signedIn: true, isFree: false, cards: [visa, master], selectedCardId: 'c2' }, false],
    ['signed in, a card id that is no longer saved', { signedIn: true, isFree: false, cards: [visa], selectedCardId: 'gone' }, true],
    ['anonymous', { signedIn: false, isFree: false, cards: [], selectedCardId: null }, false],
    ['a free contract', { signedIn: true, isFree: true, cards: [], selectedCardId: null }, false],
  ])('%s → %s', (_, input, offered) => {
    expect(saveCardOffered(input)).toBe(offered);
  });
});

describe('the card choice', () => {
  it.each<[string, SavedCard[], string | null]>([
    ['the default card is preselected', [visa, master, arca], 'c2'],
    ['no default: the first', [visa, arca], 'c1'],
    ['no saved cards: another card', [], null],
  ])('%s', (_, cards, cardId) => {
    expect(initialCardChoice(cards)).toEqual({ cardId, saveCard: false });
  });

  it.each<[string, CardChoice | null | undefined, CardChoice]>([
    ['nothing kept: the default card', undefined, { cardId: 'c2', saveCard: false }],
    ['another card kept (with its save tick): it stays, not the default', { cardId: null, saveCard: true }, { cardId: null, saveCard: true }],
    ['a saved card kept: it stays', { cardId: 'c1', saveCard: false }, { cardId: 'c1', saveCard: false }],
    ['a saved card that is gone since: the default card', { cardId: 'c9', saveCard: false }, { cardId: 'c2', saveCard: false }],
  ])('kept choice — %s', (_, kept, expected) => {
    expect(keptCardChoice([card('c1'), card('c2', true)], kept)).toEqual(expected);
  });

  it.each<[string, CardChoice, string, CardChoice]>([
    ['"other card" clears the card id and the save tick', { cardId: 'c1', saveCard: false }, OTHER_CARD, { cardId: null, saveCard: false }],
    ['"other card" again clears a tick given meanwhile', { cardId: null, saveCard: true }, OTHER_CARD, { cardId: null, saveCard: false }],
    ['a saved card: its id, no save tick', { cardId: null, saveCard: true }, 'c3', { cardId: 'c3', saveCard: false }],
  ])('%s', (_, choice, value, next) => {
    expect(selectCard(choice, value)).toEqual(next);
    expect(cardChoiceValue(next)).toBe(next.cardId ?? OTHER_CARD);
  });

  it('chooseOtherCard', () => {
    expect(chooseOtherCard({ cardId: 'c1', saveCard: true })).toEqual({ cardId: null, saveCard: false });
  });
});

describe('approvePayload', () => {
  const base = { contract, product: 'travel', signedIn: true };
  const head = { order_id: 'ord-77', id: '77', referral: 'travel' };
  it.each<[string, Partial<Parameters<typeof approvePayload>[0]> & { choice: CardChoice }, ApprovePayload]>([
    ['a saved card', { choice: { cardId: 'c2', saveCard: false } }, { ...head, card_id: 'c2', save_card: 0 }],
    ['a saved card with a stale tick: not saved again', { choice: { cardId: 'c2', saveCard: true } }, { ...head, card_id: 'c2', save_card: 0 }],
    ['another card, to be saved', { choice: { cardId: null, saveCard: true } }, { ...head, save_card: 1 }],
    ['another card, not saved', { choice: { cardId: null, saveCard: false } }, { ...head, save_card: 0 }],
    ['anonymous with a tick: never saved, no card id', { signedIn: false, choice: { cardId: 'c2', saveCard: true } }, { ...head, save_card: 0 }],
    ['a promo code and a broker', { choice: { cardId: null, saveCard: false }, code: ' SEVAN10 ', broker: 'B-17' }, { ...head, save_card: 0, CODE: 'SEVAN10', BROKER: 'B-17' }],
    ['empty code and broker are left out', { choice: { cardId: null, saveCard: false }, code: '  ', broker: '' }, { ...head, save_card: 0 }],
    ['the contract\'s broker when none is given', { contract: { ...contract, BROKER: 'B-9' }, choice: { cardId: null, saveCard: false } }, { ...head, save_card: 0, BROKER: 'B-9' }],
    ['the product is the referral', { product: 'appa', choice: { cardId: null, saveCard: false } }, { ...head, referral: 'appa', save_card: 0 }],
  ])('%s', (_, input, payload) => {
    expect(approvePayload({ ...base, ...input })).toEqual(payload);
  });
});

describe('discountOf and payableAmount', () => {
  it.each<[string, number | null, number | null, { oldPrice: number; price: number } | null, number | null]>([
    ['a lower discounted price', 12_000, 10_800, { oldPrice: 12_000, price: 10_800 }, 10_800],
    ['no discount', 12_000, null, null, 12_000],
    ['the same price is no discount', 12_000, 12_000, null, 12_000],
    ['a higher "discount" is ignored', 12_000, 13_000, null, 12_000],
    ['free after the discount', 12_000, 0, { oldPrice: 12_000, price: 0 }, 0],
    ['no price yet', null, 10_000, null, null],
    ['a negative discount is ignored', 12_000, -5, null, 12_000],
  ])('%s', (_, PREMIUMSPAY, PREMIUMSPAY_DISCOUNT, discount, payable) => {
    expect(discountOf({ PREMIUMSPAY, PREMIUMSPAY_DISCOUNT })).toEqual(discount);
    expect(payableAmount({ PREMIUMSPAY, PREMIUMSPAY_DISCOUNT })).toBe(payable);
  });
});
