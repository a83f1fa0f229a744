import * as v from 'valibot';
import { savedCardSchema } from '../purchase/schemas';
import { id, optionalText } from '../schemas-common';

/**
 * The profile's answers (customer-portal.md §7 "Profile", "Cards", "Raffle"). The spec shows no shapes: these are
 * ours (docs/decisions/profile-shapes.md, card-binding.md, raffle.md). Dates are ISO (YYYY-MM-DD),
 * amounts drams, ids strings.
 */
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));
const amount = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number());

/** /mobile/get-dept/: what the customer owes (an instalment not yet paid), by contract. */
export const debtItemSchema = v.looseObject({
  CONTRACT_ID: id,
  CONTRACT_NUMBER: v.string(),
  PRODUCT_NAME: v.string(),
  AMOUNT: amount,
  DUE_DATE: isoDay,
});
export type DebtItem = v.InferOutput<typeof debtItemSchema>;
export const debtSchema = v.looseObject({
  result: v.looseObject({ TOTAL: amount, ITEMS: v.optional(v.array(debtItemSchema), []) }),
});
export type Debt = v.InferOutput<typeof debtSchema>['result'];

/** The health insurance card of a medical contract (§2: name, surname, birth date, valid-from date, end date). */
export const healthCardSchema = v.looseObject({
  CARD_NUMBER: v.string(),
  NAME: v.string(),
  SURNAME: v.string(),
  BIRTHDATE: isoDay,
  FROMDATE: isoDay,
  TODATE: isoDay,
});
export type HealthCard = v.InferOutput<typeof healthCardSchema>;

export const CONTRACT_STATES = ['active', 'upcoming', 'ended'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** One of the customer's contracts (/mobile/get-contracts/): bought online or at an office. */
export const profileContractSchema = v.looseObject({
  ID: id,
  CONTRACT_NUMBER: v.string(),
  /** The product key (appa, travel, property…); the group of /mobile/get-contracts-group/. */
  PRODUCT: v.string(),
  PRODUCT_NAME: v.string(),
  /** active: in force today; upcoming: paid, starts later; ended. */
  STATUS: v.picklist(CONTRACT_STATES),
  FROMDATE: isoDay,
  TODATE: isoDay,
  PREMIUMSPAY: amount,
  /** What is insured, in the request language: a plate, a destination, an address, a pet. */
  OBJECT: optionalText,
  /** For the renewal's prefill (CMTPL): the plate and the owner's document. */
  PLATE: optionalText,
  PASSPORT: optionalText,
  /** A PDF exists (GET /files/pdf/{ID}). */
  HAS_PDF: v.optional(v.pipe(v.union([v.boolean(), v.number(), v.string()]), v.transform((value) => value === true || value === 1 || value === '1')), false),
  HEALTH_CARD: v.optional(v.nullable(healthCardSchema), null),
});
export type ProfileContract = v.InferOutput<typeof profileContractSchema>;
export const contractListSchema = v.looseObject({ result: v.array(profileContractSchema) });

/** /mobile/get-contracts-group/: the customer's contracts counted by product. */
export const contractGroupSchema = v.looseObject({
  GROUP: v.string(),
  NAME: v.string(),
  COUNT: v.number(),
  ACTIVE: v.number(),
});
export type ContractGroup = v.InferOutput<typeof contractGroupSchema>;
export const contractGroupListSchema = v.looseObject({ result: v.array(contractGroupSchema) });

/** A grid with its rows (get-grid-list of a grid that carries data: the subrogation grid). */
export const gridRowsSchema = v.looseObject({
  result: v.array(
    v.looseObject({
      ID: id,
      TEXT: v.string(),
      FIELD_NAME: v.string(),
      TYPE: v.optional(v.string(), 'str'),
      GRANTED: v.optional(v.pipe(v.union([v.boolean(), v.number(), v.string()]), v.transform((value) => value === true || value === 1 || value === '1')), true),
    }),
  ),
  data: v.optional(v.array(v.record(v.string(), v.union([v.string(), v.number(), v.null()]))), []),
});
export type GridWithRows = v.InferOutput<typeof gridRowsSchema>;

/** /mobile/card/add/: the bank's page that binds a card (a zero-amount order). */
export const cardBindingSchema = v.looseObject({ payUrl: v.string(), order_id: v.string() });
/** /mobile/card/save/, remove/, set-default/: the list after the change. */
export const cardChangeSchema = v.looseObject({
  status: v.optional(v.picklist(['success', 'error', 'processing']), 'success'),
  message: v.optional(v.string(), ''),
  result: v.optional(v.array(savedCardSchema), []),
});
export type CardChange = v.InferOutput<typeof cardChangeSchema>;

/** A raffle ticket (/raffle/audi-etron-q/get-tickets). */
export const raffleTicketSchema = v.looseObject({
  NUMBER: v.string(),
  CREATED: isoDay,
  CONTRACT_NUMBER: v.string(),
  PRODUCT_NAME: v.string(),
});
export type RaffleTicket = v.InferOutput<typeof raffleTicketSchema>;
export const raffleTicketsSchema = v.looseObject({ result: v.array(raffleTicketSchema) });

/** /raffle/audi-etron-q/generate-ticket-and-raffle-info: tickets due are issued; the raffle's facts. */
export const raffleInfoSchema = v.looseObject({
  result: v.looseObject({
    TITLE: v.string(),
    PRIZE: v.string(),
    DESCRIPTION: v.string(),
    RULES: v.optional(v.array(v.string()), []),
    STARTDATE: isoDay,
    ENDDATE: isoDay,
    DRAWDATE: isoDay,
    IMAGE: optionalText,
    /** Tickets issued by this call (0 when none were due). */
    NEW_TICKETS: v.optional(v.number(), 0),
  }),
});
export type RaffleInfo = v.InferOutput<typeof raffleInfoSchema>['result'];
