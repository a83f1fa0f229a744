import { db, sendToOutbox } from '../../db';
import type { BankOrderRecord, ContractRecord, CustomerRecord, SavedCardRecord } from '../../db/types';
import type { ServerLang } from '../../lib/respond';
import { randomId } from '../../lib/session';
import { addDays, addMonths, parseDay } from '../calculators/dates';
import { PRODUCT_NAMES, say } from './messages';
import { dayText } from './rules';

/**
 * The contracts of the purchase wizards (db.contracts): creation, the wire shape the app parses
 * (src/shared/api/purchase/schemas.ts `contractSchema`), issuing a contract once it is paid, saving the card,
 * and the contract e-mail.
 */

/** Contract ids continue from here (the real backend's ids are numbers of this size). */
const FIRST_ID = 70_001;

/** A random UUID-shaped id (crypto.randomUUID needs a secure context; a demo may be opened over plain http). */
function guid(): string {
  const hex = randomId('', 16);
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

export interface NewContract {
  product: string;
  category: string;
  customer: string;
  BROKER: string | null;
  values: Record<string, unknown>;
  PREMIUMSPAY: number;
  startDate: string | null;
  endDate: string | null;
  plate?: string;
  /** The step that created it: its form id and what it sent (kept for another device, `recordStep`). */
  step?: { formId: number; fields: Record<string, unknown> };
}

/** What a step sent, as the draft keeps it: the form's values without the contract's ID and the broker. */
function stepValues(fields: Record<string, unknown>): Record<string, unknown> {
  const { ID: _id, BROKER: _broker, ...values } = fields;
  return values;
}

/**
 * Keeps what a data step sent with its contract, by the step's form id (inside an `updateContract` recipe): the drafts
 * list (drafts.ts) answers it, so the purchase goes on from another device with everything typed.
 */
export function recordStep(stored: ContractRecord, formId: number, fields: Record<string, unknown>): void {
  stored.steps = { ...stored.steps, [String(formId)]: stepValues(fields) };
}

export function createContract({ step, ...input }: NewContract): ContractRecord {
  return db.update((state) => {
    const id = state.contracts.reduce((max, contract) => Math.max(max, Number(contract.ID) || 0), FIRST_ID - 1) + 1;
    const now = new Date().toISOString();
    const contract: ContractRecord = {
      ...input,
      ID: String(id),
      SGUID: guid(),
      // One merchant order per contract: every retry of the payment reuses it (docs/purchase-api.md /payment/make).
      ORDER_ID: `${id}${randomId('', 2).toUpperCase()}`,
      status: 'draft',
      IS_FREE: 0,
      PREMIUMSPAY_DISCOUNT: null,
      PROMO_CODE: null,
      CONTRACT_NUMBER: null,
      createdAt: now,
      updatedAt: now,
      ...(step ? { steps: { [String(step.formId)]: stepValues(step.fields) } } : {}),
    };
    state.contracts.push(contract);
    return structuredClone(contract);
  });
}

/** Changes a contract; the recipe gets the stored record. The change is its last change (`updatedAt`). */
export function updateContract(id: string, recipe: (contract: ContractRecord) => void): ContractRecord {
  return db.update((state) => {
    const contract = state.contracts.find((candidate) => candidate.ID === id);
    if (!contract) throw new Error(`contract ${id} is missing`);
    recipe(contract);
    contract.updatedAt = new Date().toISOString();
    return structuredClone(contract);
  });
}

/**
 * A contract of this customer (another customer's contract, or a draft the customer discarded, is as unknown as a
 * missing one).
 */
export function contractOf(customer: CustomerRecord, id: unknown): ContractRecord | undefined {
  const key = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  const { contracts, heldContracts } = db.read();
  // The contracts held before the wizards (domains/profile) have their PDFs too.
  return [...contracts, ...heldContracts].find((contract) => contract.ID === key && contract.customer === customer.profile.CUSTOMER && contract.status !== 'discarded');
}

export const isIssued = (contract: ContractRecord) => contract.status === 'paid' || contract.status === 'confirmed';

const isoToDay = (iso: string | null) => {
  const date = iso ? parseDay(iso) : null;
  return date ? dayText(date) : null;
};

/** The contract as the steps answer it (`Contract` of docs/purchase-api.md, plus the product's own fields). */
export function contractWire(contract: ContractRecord): Record<string, unknown> {
  const value = (name: string) => contract.values[name] ?? null;
  return {
    ...contract.values,
    ID: contract.ID,
    SGUID: contract.SGUID,
    ORDER_ID: contract.ORDER_ID,
    IS_FREE: contract.IS_FREE,
    category: contract.category,
    status: contract.status,
    BROKER: contract.BROKER,
    PASSPORT: value('PASSPORT'),
    PASSPORT_HOLDER: value('PASSPORT_HOLDER'),
    CUSTOMER_IS_OWNER: value('CUSTOMER_IS_OWNER'),
    EMAIL_HOLDER: value('EMAIL_HOLDER'),
    PHONE_HOLDER: value('PHONE_HOLDER'),
    CUSTOMER_FULLNAME: value('CUSTOMER_FULLNAME'),
    PREMIUMSPAY: contract.PREMIUMSPAY,
    PREMIUMSPAY_DISCOUNT: contract.PREMIUMSPAY_DISCOUNT,
    // What the bank charged (the price plus a foreign card's commission) and that commission, once paid.
    PAID_AMOUNT: contract.paidAmount ?? null,
    COMMISSION: contract.commission ?? null,
    CONTRACT_NUMBER: contract.CONTRACT_NUMBER,
    FROMDATE: isoToDay(contract.startDate),
    TODATE: isoToDay(contract.endDate),
  };
}

/** ISO date (local calendar day). */
export const isoDay = (date: Date) => dayText(date).split('/').reverse().join('-');

/** A CMTPL contract runs 12 months from its first day. */
export const appaEnd = (start: Date) => addDays(addMonths(start, 12), -1);

/** SV-APPA-2026-000123: the product, the year of issue and a sequence per product and year. */
function nextNumber(state: { contracts: readonly ContractRecord[] }, product: string): string {
  const prefix = `SV-${product.toUpperCase()}-${new Date().getFullYear()}-`;
  const taken = state.contracts.filter((contract) => contract.CONTRACT_NUMBER?.startsWith(prefix)).length;
  return `${prefix}${String(taken + 1).padStart(6, '0')}`;
}

/**
 * Issues a paid (or confirmed) contract: its number, what the bank charged (a payment's order: its amount plus the
 * commission), and the contract e-mail (once). Idempotent: an issued contract is returned as it is.
 */
export function issueContract(id: string, status: 'paid' | 'confirmed', lang: ServerLang, order?: Pick<BankOrderRecord, 'amount' | 'commission'>): ContractRecord {
  const before = db.read().contracts.find((contract) => contract.ID === id);
  if (!before) throw new Error(`contract ${id} is missing`);
  if (isIssued(before)) return structuredClone(before);
  const issued = db.update((state) => {
    const contract = state.contracts.find((candidate) => candidate.ID === id)!;
    contract.CONTRACT_NUMBER = nextNumber(state, contract.product);
    contract.status = status;
    if (order) {
      contract.paidAmount = order.amount + order.commission;
      contract.commission = order.commission;
    }
    // A CMTPL contract paid days after its draft cannot start in the past: it then runs 12 months from tomorrow.
    const tomorrow = addDays(new Date(), 1);
    const start = contract.startDate ? parseDay(contract.startDate) : null;
    if (contract.product === 'appa' && (!start || start < tomorrow)) {
      contract.startDate = isoDay(tomorrow);
      contract.endDate = isoDay(appaEnd(tomorrow));
    }
    return structuredClone(contract);
  });
  // Travel is mailed by its final page's send-contract (customer-portal.md §4), every other product when issued.
  if (issued.product !== 'travel') mailContract(issued, lang);
  return structuredClone(db.read().contracts.find((contract) => contract.ID === id) ?? issued);
}

/** The customer's e-mail for the contract: the one given in the steps, else the profile's. */
function recipientOf(contract: ContractRecord): string {
  const given = contract.values.EMAIL_HOLDER;
  if (typeof given === 'string' && given) return given;
  return db.read().customers.find((customer) => customer.profile.CUSTOMER === contract.customer)?.profile.EMAIL ?? '';
}

/**
 * The contract e-mail, with the number and a link to the PDF, once per contract: a repeat (a reload of the travel
 * result, a retried call) sends nothing and returns the address it went to. Returns the address.
 */
export function mailContract(contract: ContractRecord, lang: ServerLang): string {
  const sent = db.read().contracts.find((candidate) => candidate.ID === contract.ID)?.mailedTo;
  if (sent !== undefined) return sent;
  const to = recipientOf(contract);
  const customer = db.read().customers.find((candidate) => candidate.profile.CUSTOMER === contract.customer);
  const name = customer ? { am: customer.profile.fullname_hy, en: customer.profile.fullname_en, ru: customer.profile.fullname_ru }[lang] : '';
  const number = contract.CONTRACT_NUMBER ?? '';
  sendToOutbox({
    channel: 'email',
    to,
    subject: say('mailSubject', lang, { number }),
    body: say('mailBody', lang, {
      name,
      product: PRODUCT_NAMES[contract.product]?.[lang] ?? contract.product,
      number,
      from: isoToDay(contract.startDate) ?? '',
      to: isoToDay(contract.endDate) ?? '',
      link: `/files/pdf/${contract.ID}`,
    }),
  });
  db.update((state) => {
    const stored = state.contracts.find((candidate) => candidate.ID === contract.ID);
    if (stored) stored.mailedTo = to;
  });
  return to;
}

/**
 * Saves the card of an approved order that asked for it: masked only, once per number and customer; the
 * customer's first card becomes the default.
 */
export function saveCardOf(order: BankOrderRecord): void {
  const { maskedPan, cardType, expiry } = order;
  if (order.saveCard !== 1 || order.cardId || !maskedPan || !cardType || !expiry) return;
  db.update((state) => {
    const own = state.cards.filter((card) => card.CARDHOLDERID === order.customer);
    if (own.some((card) => card.CARDNUMBER === maskedPan)) return;
    const card: SavedCardRecord = {
      ID: randomId('card-', 6),
      CARDHOLDERID: order.customer,
      CARDNUMBER: maskedPan,
      CARDTYPE: cardType,
      EXPDATE: expiry,
      IS_DEF: own.length === 0 ? 1 : 0,
    };
    state.cards.push(card);
  });
}
