import type * as v from 'valibot';
import type {
  cardBindingSchema,
  cardChangeSchema,
  contractGroupListSchema,
  contractListSchema,
  debtSchema,
  raffleInfoSchema,
  raffleTicketsSchema,
} from '@/shared/api/profile/schemas';
import { db } from '../../db';
import type { ContractRecord, CustomerRecord, SavedCardRecord } from '../../db/types';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, notFound, ok, textField, type ServerLang, requiredText } from '../../lib/respond';
import { randomId } from '../../lib/session';
import { CARD_BINDING_REFERRAL } from '../bank/handlers';
import { bankOrder, openBankOrder, updateBankOrder } from '../bank/orders';
import { isoDay, isIssued, saveCardOf } from '../purchase/contracts';
import { COUNTRIES } from '../dictionaries/fixtures/countries';
import { DEBTS, HEALTH_PRODUCTS, PROFILE_PRODUCT_NAMES, RAFFLE } from './fixtures';
import { say } from './messages';

/**
 * The signed-in customer's area (customer-portal.md §7 "Profile", "Cards", "Raffle"; shapes in
 * docs/decisions/profile-shapes.md, card-binding.md, raffle.md): contracts and their groups, the debt, saved cards
 * (binding through the bank's page), raffle tickets. Contracts are the held ones (fixtures) and those bought in the
 * wizards, issued.
 */

type Customer = CustomerRecord;
const own = (customer: Customer) => customer.profile.CUSTOMER;

/** At most this many saved cards per customer. */
export const MAX_CARDS = 5;

const productName = (product: string, lang: ServerLang) => PROFILE_PRODUCT_NAMES[product]?.[lang] ?? product;

/** The customer's issued contracts: bought in the wizards, then held before. */
export function contractsOf(customer: Customer): ContractRecord[] {
  const { contracts, heldContracts } = db.read();
  return [...contracts, ...heldContracts].filter((contract) => contract.customer === own(customer) && isIssued(contract) && contract.startDate && contract.endDate);
}

export type ContractState = 'active' | 'upcoming' | 'ended';
export function stateOf(contract: Pick<ContractRecord, 'startDate' | 'endDate'>, today: string): ContractState {
  if ((contract.endDate ?? '') < today) return 'ended';
  if ((contract.startDate ?? '') > today) return 'upcoming';
  return 'active';
}

/** Country codes of a trip (an array, or the wizard's comma-joined text) by name in `lang`; an unknown code as it is. */
export function countryNames(value: unknown, lang: ServerLang): string | null {
  const codes = (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []).map((code) => code.trim()).filter(Boolean);
  if (codes.length === 0) return null;
  return codes.map((code) => COUNTRIES.find((country) => country.code === code.toUpperCase())?.name[lang] ?? code).join(', ');
}

/**
 * What a contract insures, as a text in the request language: the stored text of the contracts held before, else
 * the car (make, model, plate, as the held ones read) or the trip's countries by name ("Italy, France", never "FR").
 */
function objectOf(contract: ContractRecord, lang: ServerLang): string | null {
  const stored = contract.values.OBJECT as Record<ServerLang, string> | undefined;
  if (stored && typeof stored === 'object') return stored[lang] ?? null;
  if (contract.plate) {
    const car = db.read().vehicles.find((vehicle) => vehicle.plate === contract.plate);
    return car ? `${car.make} ${car.model}, ${contract.plate}` : contract.plate;
  }
  return countryNames(contract.values.COUNTRY, lang);
}

function healthCardOf(contract: ContractRecord, customer: Customer, lang: ServerLang) {
  if (!HEALTH_PRODUCTS.includes(contract.product)) return null;
  const full = { am: customer.profile.fullname_hy, en: customer.profile.fullname_en, ru: customer.profile.fullname_ru }[lang];
  const [name = '', ...rest] = full.split(' ');
  return {
    CARD_NUMBER: `HC ${contract.ID.padStart(8, '0').replace(/(\d{4})(?=\d)/g, '$1 ')}`,
    NAME: name,
    SURNAME: rest.join(' '),
    BIRTHDATE: customer.birthDate,
    FROMDATE: contract.startDate!,
    TODATE: contract.endDate!,
  };
}

const ORDER: Record<ContractState, number> = { active: 0, upcoming: 1, ended: 2 };

export function contractList(customer: Customer, lang: ServerLang, today: string, group: string | null): v.InferInput<typeof contractListSchema> {
  const list = contractsOf(customer)
    .filter((contract) => !group || contract.product === group)
    .map((contract) => ({ contract, state: stateOf(contract, today) }))
    .sort((a, b) => ORDER[a.state] - ORDER[b.state] || (a.state === 'ended' ? (b.contract.endDate! < a.contract.endDate! ? -1 : 1) : a.contract.endDate! < b.contract.endDate! ? -1 : 1));
  return {
    result: list.map(({ contract, state }) => ({
      ID: contract.ID,
      CONTRACT_NUMBER: contract.CONTRACT_NUMBER ?? '',
      PRODUCT: contract.product,
      PRODUCT_NAME: productName(contract.product, lang),
      STATUS: state,
      FROMDATE: contract.startDate!,
      TODATE: contract.endDate!,
      PREMIUMSPAY: contract.PREMIUMSPAY_DISCOUNT ?? contract.PREMIUMSPAY,
      OBJECT: objectOf(contract, lang),
      PLATE: contract.plate ?? null,
      PASSPORT: typeof contract.values.PASSPORT === 'string' ? contract.values.PASSPORT : null,
      HAS_PDF: 1,
      HEALTH_CARD: healthCardOf(contract, customer, lang),
    })),
  };
}

const today = () => isoDay(new Date());

const contracts = authorizedEndpoint({
  path: '/mobile/get-contracts/',
  title: "Customer's contracts (GROUP?: a product key)",
  warningFields: ['GROUP', 'STATUS'],
  resolve: ({ customer, fields, lang }) => {
    const group = textField(fields, 'GROUP') || null;
    if (group && !Object.hasOwn(PROFILE_PRODUCT_NAMES, group)) return fieldWarnings({ GROUP: [say('groupUnknown', lang)] });
    return ok(contractList(customer, lang, today(), group));
  },
});

const contractGroups = authorizedEndpoint({
  path: '/mobile/get-contracts-group/',
  title: "Customer's contracts by product",
  resolve: ({ customer, lang }) => {
    const now = today();
    const groups = new Map<string, { COUNT: number; ACTIVE: number }>();
    for (const contract of contractsOf(customer)) {
      const group = groups.get(contract.product) ?? { COUNT: 0, ACTIVE: 0 };
      group.COUNT += 1;
      if (stateOf(contract, now) !== 'ended') group.ACTIVE += 1;
      groups.set(contract.product, group);
    }
    const result = [...groups.entries()].map(([GROUP, counts]) => ({ GROUP, NAME: productName(GROUP, lang), ...counts }));
    return ok({ result } satisfies v.InferInput<typeof contractGroupListSchema>);
  },
});

const debt = authorizedEndpoint({
  path: '/mobile/get-dept/',
  title: "Customer's debt (unpaid instalments)",
  resolve: ({ customer, lang }) => {
    const held = contractsOf(customer);
    const items = DEBTS.filter((entry) => entry.customer === own(customer)).flatMap((entry) => {
      const contract = held.find((candidate) => candidate.ID === entry.contractId);
      return contract
        ? [{ CONTRACT_ID: contract.ID, CONTRACT_NUMBER: contract.CONTRACT_NUMBER ?? '', PRODUCT_NAME: productName(contract.product, lang), AMOUNT: entry.amount, DUE_DATE: entry.dueDate }]
        : [];
    });
    return ok({ result: { TOTAL: items.reduce((sum, item) => sum + item.AMOUNT, 0), ITEMS: items } } satisfies v.InferInput<typeof debtSchema>);
  },
});

// --- Saved cards -------------------------------------------------------------------------------------------

const cardsOf = (customer: Customer): SavedCardRecord[] => db.read().cards.filter((card) => card.CARDHOLDERID === own(customer));

const cardAnswer = (customer: Customer, message: string, status: 'success' | 'error' | 'processing' = 'success') =>
  ok({ status, message, result: cardsOf(customer) as v.InferInput<typeof cardChangeSchema>['result'] });

/** The card the request names (`ID`), the customer's own; else the answer to give. */
function ownCard(customer: Customer, fields: Record<string, unknown>, lang: ServerLang): SavedCardRecord | Response {
  const id = textField(fields, 'ID');
  if (!id) return fieldWarnings({ ID: [requiredText('ID', lang)] });
  return cardsOf(customer).find((card) => card.ID === id) ?? notFound(say('cardNotFound', lang));
}

/** A return address inside the app's profile (no open redirect through the bank). */
const isProfilePath = (url: string) => /^\/((en|ru)\/)?profile\/[\w-]+\/?$/.test(url);

const cardAdd = authorizedEndpoint({
  path: '/mobile/card/add/',
  title: 'Bind a card: opens the bank page (return_url)',
  warningFields: ['return_url', 'CARD'],
  resolve: ({ customer, fields, lang }) => {
    const returnUrl = textField(fields, 'return_url');
    if (!returnUrl) return fieldWarnings({ return_url: [requiredText('return_url', lang)] });
    if (!isProfilePath(returnUrl)) return fieldWarnings({ return_url: [say('returnUrlInvalid', lang)] });
    if (cardsOf(customer).length >= MAX_CARDS) return fieldWarnings({ CARD: [say('tooManyCards', lang, { max: MAX_CARDS })] });
    const orderId = randomId('bind-', 6);
    const order = openBankOrder({
      merchantOrderId: orderId,
      contractId: '',
      referral: CARD_BINDING_REFERRAL,
      customer: own(customer),
      amount: 0,
      returnUrl,
      lang,
      saveCard: 1,
      cardId: null,
    });
    return ok({ payUrl: `/sim-bank/pay?order=${encodeURIComponent(order.orderId)}&lang=${lang}`, order_id: order.orderId } satisfies v.InferInput<typeof cardBindingSchema>);
  },
});

const cardSave = authorizedEndpoint({
  path: '/mobile/card/save/',
  title: "Record a binding's return (order_id): saves the approved card",
  warningFields: ['order_id', 'CARD'],
  resolve: ({ customer, fields, lang }) => {
    const orderId = textField(fields, 'order_id');
    if (!orderId) return fieldWarnings({ order_id: [requiredText('order_id', lang)] });
    const order = bankOrder(orderId);
    if (!order || order.customer !== own(customer) || order.referral !== CARD_BINDING_REFERRAL) return notFound(say('orderUnknown', lang));
    if (order.status === 'processing') return cardAnswer(customer, say('cardProcessing', lang), 'processing');
    if (order.status !== 'approved') return cardAnswer(customer, order.description ?? say('cardNotBound', lang), 'error');
    // Once per binding: a repeat (a reload of the return page, a retried call) answers as the first did.
    const recorded = order.recorded ?? (cardsOf(customer).some((card) => card.CARDNUMBER === order.maskedPan) ? 'cardKnown' : 'cardSaved');
    saveCardOf(order);
    if (!order.recorded) updateBankOrder(order.orderId, { recorded });
    return cardAnswer(customer, say(recorded, lang));
  },
});

const cardRemove = authorizedEndpoint({
  path: '/mobile/card/remove/',
  title: 'Remove a saved card (ID)',
  warningFields: ['ID', 'CARD'],
  resolve: ({ customer, fields, lang }) => {
    const card = ownCard(customer, fields, lang);
    if (card instanceof Response) return card;
    db.update((state) => {
      state.cards = state.cards.filter((candidate) => candidate.ID !== card.ID);
      // The default went: the next card of the customer becomes the default.
      const rest = state.cards.filter((candidate) => candidate.CARDHOLDERID === card.CARDHOLDERID);
      if (card.IS_DEF === 1 && rest[0]) rest[0].IS_DEF = 1;
    });
    return cardAnswer(customer, say('cardRemoved', lang));
  },
});

const cardDefault = authorizedEndpoint({
  path: '/mobile/card/set-default/',
  title: 'Make a saved card the default (ID)',
  warningFields: ['ID', 'CARD'],
  resolve: ({ customer, fields, lang }) => {
    const card = ownCard(customer, fields, lang);
    if (card instanceof Response) return card;
    db.update((state) => {
      for (const candidate of state.cards) if (candidate.CARDHOLDERID === card.CARDHOLDERID) candidate.IS_DEF = candidate.ID === card.ID ? 1 : 0;
    });
    return cardAnswer(customer, say('cardDefault', lang));
  },
});

// --- Raffle ------------------------------------------------------------------------------------------------

/** Issues the tickets due: one for each contract bought in the raffle's period without one yet. Returns how many. */
export function issueTickets(customer: Customer): number {
  const due = contractsOf(customer).filter((contract) => {
    const bought = contract.createdAt.slice(0, 10);
    return bought >= RAFFLE.startDate && bought <= RAFFLE.endDate;
  });
  return db.update((state) => {
    let issued = 0;
    for (const contract of due) {
      if (state.raffleTickets.some((ticket) => ticket.contractId === contract.ID)) continue;
      const next = state.raffleTickets.reduce((max, ticket) => Math.max(max, Number(ticket.number.slice(5)) || 0), 100_000) + 1;
      state.raffleTickets.push({ number: `AETQ-${next}`, customer: own(customer), contractId: contract.ID, createdAt: isoDay(new Date()) });
      issued += 1;
    }
    return issued;
  });
}

const raffleInfo = authorizedEndpoint({
  path: '/raffle/audi-etron-q/generate-ticket-and-raffle-info',
  title: 'Raffle: issue the tickets due, and the raffle',
  resolve: ({ customer, lang }) => {
    const issued = issueTickets(customer);
    return ok({
      result: {
        TITLE: RAFFLE.title[lang],
        PRIZE: RAFFLE.prize[lang],
        DESCRIPTION: RAFFLE.description[lang],
        RULES: RAFFLE.rules.map((rule) => rule[lang]),
        STARTDATE: RAFFLE.startDate,
        ENDDATE: RAFFLE.endDate,
        DRAWDATE: RAFFLE.drawDate,
        IMAGE: RAFFLE.image,
        NEW_TICKETS: issued,
      },
    } satisfies v.InferInput<typeof raffleInfoSchema>);
  },
});

const raffleTickets = authorizedEndpoint({
  path: '/raffle/audi-etron-q/get-tickets',
  title: "Raffle: the customer's tickets",
  resolve: ({ customer, lang }) => {
    const held = contractsOf(customer);
    const tickets = db
      .read()
      .raffleTickets.filter((ticket) => ticket.customer === own(customer))
      .map((ticket) => {
        const contract = held.find((candidate) => candidate.ID === ticket.contractId);
        return { NUMBER: ticket.number, CREATED: ticket.createdAt, CONTRACT_NUMBER: contract?.CONTRACT_NUMBER ?? '', PRODUCT_NAME: contract ? productName(contract.product, lang) : '' };
      })
      .sort((a, b) => (a.CREATED < b.CREATED ? 1 : -1));
    return ok({ result: tickets } satisfies v.InferInput<typeof raffleTicketsSchema>);
  },
});

export const profileEndpoints: readonly Endpoint[] = [contracts, contractGroups, debt, cardAdd, cardSave, cardRemove, cardDefault, raffleInfo, raffleTickets];
