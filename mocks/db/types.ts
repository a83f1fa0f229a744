import type * as v from 'valibot';
import type { customerSchema } from '@/shared/api/application/schemas';
import type { ServerLang } from '../lib/respond';

/**
 * The simulator's data: one plain JSON object, so it can be saved to localStorage as it is.
 * Bump DB_VERSION whenever this shape changes: a stored db of another version is seeded afresh.
 */
export const DB_VERSION = 9;

/**
 * The customer exactly as the backend returns it (customer-portal.md §3). A type alias, not an interface:
 * valibot's looseObject input has an index signature, which only aliases satisfy implicitly.
 */
export type CustomerProfile = {
  CUSTOMER: string;
  user_id: string;
  EMAIL: string;
  /** +374 and the 8-digit local number, e.g. +37491234567. */
  PHONE: string;
  lang: ServerLang;
  fullname_hy: string;
  fullname_en: string;
  fullname_ru: string;
  /** Personal ID: the 10-digit social card number. */
  UID: string;
  avatar: string | null;
  /** The customer's address (saved by /profile/data/save-address; docs/decisions/address-autofill.md). */
  ADDRESS?: AddressRecord | null;
};

export type AddressRecord = { CITY: string; STREET: string; HOUSE: string; APARTMENT: string };

// Compile-time check that a stored profile is a valid answer of the app's schema.
type Assert<T extends true> = T;
export type ProfileMatchesSchema = Assert<CustomerProfile extends v.InferInput<typeof customerSchema> ? true : false>;

export interface CustomerRecord {
  profile: CustomerProfile;
  /** Plain text: this is a simulator, and developers need to read it. */
  password: string;
  gender: 'female' | 'male';
  /** ISO date (YYYY-MM-DD). */
  birthDate: string;
  /** ISO date-time. */
  registeredAt: string;
  /** How a customer who registered online proved who they are, and where their identity documents are. */
  identity?: IdentityRecord;
}

/** Registration's outcome (customer-portal.md §2 "Registration routes"): matched by e-mail, phone or social card, or not. */
export interface IdentityRecord {
  verifiedBy: 'email' | 'phone' | 'soc' | null;
  /** none: not sent yet; review: sent, reviewed within 1 working day; then verified or rejected (send again). */
  documents: 'none' | 'review' | 'verified' | 'rejected';
  /** ISO date-time the documents were sent (the review ends one working day later). */
  sentAt?: string;
  reviewedAt?: string;
  /** Why the documents were refused. */
  reason?: string | null;
  documentType: string | null;
  /** Upload ids of the documents sent. */
  uploads: string[];
}

/** A person the company knows (a policyholder of an earlier contract) who has no online account yet. */
export interface RegistryPerson {
  /** Personal ID: the 10-digit social card number. */
  UID: string;
  EMAIL: string | null;
  /** +374 and 8 digits. */
  PHONE: string | null;
  fullname_hy: string;
  fullname_en: string;
  fullname_ru: string;
  gender: 'female' | 'male';
  birthDate: string;
}

/** A verification code sent to an e-mail address or phone (domains/accounts/codes.ts). */
export interface VerificationRecord {
  /** purpose:channel:address, e.g. signup:email:anna@example.am */
  key: string;
  code: string;
  /** Epoch ms. */
  sentAt: number;
  expiresAt: number;
  /** Wrong tries in a row. */
  failures: number;
  /** Epoch ms until which the address can neither verify nor get a new code; null when not locked. */
  lockedUntil: number | null;
}

/** A registration in progress (customer-portal.md §2): from the verified e-mail to the account. */
export interface RegistrationRecord {
  id: string;
  email: string;
  /** The phone whose code was confirmed, +374XXXXXXXX. */
  phone: string | null;
  verifiedBy: 'email' | 'phone' | 'soc' | null;
  /** UID of the RegistryPerson matched. */
  personUid: string | null;
  /** The social card number typed (when neither the e-mail nor the phone matched); the account's UID when unmatched. */
  ssn?: string | null;
  /** Epoch ms. */
  expiresAt: number;
  /** CUSTOMER once the account exists. */
  customer: string | null;
}

/** Permission to set a new password, given by a confirmed recovery code. */
export interface PasswordResetRecord {
  id: string;
  customer: string;
  expiresAt: number;
}

export interface SessionRecord {
  token: string;
  /** CustomerProfile.CUSTOMER of the signed-in customer. */
  customer: string;
  /** Epoch ms (Date.now()). */
  createdAt: number;
  /** Epoch ms; moved 30 minutes ahead by every authorized request (sliding expiry). */
  expiresAt: number;
}

export interface CaptchaRecord {
  id: string;
  /** The failed-login counter key this challenge was issued for (see domains/auth). */
  loginKey: string;
  answer: number;
  expiresAt: number;
}

export interface OutboxMessage {
  id: string;
  /** ISO date-time of sending. */
  at: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** A verification code, when the message carries one. */
  code?: string;
}

export interface Subscription {
  email: string;
  lang: ServerLang;
  at: string;
}

/** A job application received by `/apply-jobs/` (the files' contents are not kept, only what they were). */
export interface JobApplication {
  id: string;
  at: string;
  lang: ServerLang;
  /** The vacancy applied for; null for an application without one (the careers form). */
  vacancyId: string | null;
  values: Record<string, string>;
  files: Array<{ field: string; name: string; type: string; size: number }>;
}

/** A file stored through /files/upload (metadata only: the content is not kept, localStorage is small). */
export interface UploadRecord {
  id: string;
  /** The `id` the upload named (its owner: a form field, a request, a contract). */
  owner: string;
  kind: string;
  name: string;
  type: string;
  size: number;
  /** Width × height of a JPEG or PNG as seen (its EXIF orientation applied), to check the browser's scaling (§9). */
  pixels?: string;
  /** The EXIF orientation the picture still declares (1: none or upright). */
  orientation?: number;
  /** The picture still carries an EXIF block (the browser's preparation drops it). */
  exif?: boolean;
  /** The stored file's path, as /files/delete names it. */
  file: string;
  /** CUSTOMER of the uploader, when signed in. */
  customer: string | null;
  at: string;
}

/** A promo code accepted by /promo-code/checker for one REFERRAL (product category). */
export interface PromoCodeRecord {
  referral: string;
  code: string;
  /** Percent off the premium. */
  discount: number;
  /** An expired code is known but refused. */
  active: boolean;
}

export interface DbState {
  version: typeof DB_VERSION;
  customers: CustomerRecord[];
  sessions: SessionRecord[];
  /** Failed sign-ins in a row, by login key. */
  failedLogins: Record<string, number>;
  captchas: CaptchaRecord[];
  /** What the simulator "sent" (e-mails, SMS codes), oldest first. */
  outbox: OutboxMessage[];
  subscriptions: Subscription[];
  jobApplications: JobApplication[];
  /** Files uploaded through /files/upload. */
  uploads: UploadRecord[];
  promoCodes: PromoCodeRecord[];
  /** Values saved through POST /api/interface/form/{id}, by form id (wire format). */
  interfaceForms: Record<string, Record<string, unknown>>;
  /** Cars the CMTPL wizard can find (faker, fixed seed; docs/purchase-api.md). */
  vehicles: VehicleRecord[];
  /** Contracts created by the purchase wizards. */
  contracts: ContractRecord[];
  /** Orders of the simulated bank's hosted payment page (one per payment attempt). */
  bankOrders: BankOrderRecord[];
  /** Saved (bound) cards, masked: the card number never enters the simulator beyond its mask. */
  cards: SavedCardRecord[];
  /** People the company knows without an online account: registration matches them (domains/accounts). */
  registry: RegistryPerson[];
  verifications: VerificationRecord[];
  registrations: RegistrationRecord[];
  passwordResets: PasswordResetRecord[];
  /** Customers' claims (domains/claims): seeded for the demo customers, added by /mobile/claim/create. */
  claims: ClaimRecord[];
  /** Compensation requests of visitors without an account (/mobile/create-request/public/). */
  compensationRequests: CompensationRequestRecord[];
  /**
   * Contracts the demo customers held before (bought at an office or online earlier; domains/profile/fixtures.ts),
   * issued. Kept apart from `contracts` (the wizards' own, in order of creation); the profile lists both.
   */
  heldContracts: ContractRecord[];
  /** Raffle tickets (/raffle/audi-etron-q/…): one per contract bought in the raffle's period. */
  raffleTickets: RaffleTicketRecord[];
  /** The chat (domains/chat, docs/decisions/chat-simulator.md): staff, customers' chat users, rooms, messages, files. */
  chat: ChatState;
  /** Callbacks, contract orders and written requests of signed-in customers (domains/profile/requests.ts). */
  customerRequests: CustomerRequestRecord[];
}

/** A member of staff customers can write to; names and roles in three languages. */
export interface ChatStaffRecord {
  id: string;
  name: Record<'am' | 'en' | 'ru', string>;
  role: Record<'am' | 'en' | 'ru', string>;
  online: boolean;
}

export interface ChatFileRecord {
  id: string;
  /** The customer whose conversation holds it. */
  customer: string;
  name: string;
  type: string;
  size: number;
  /** The bytes as a data URL when small enough for localStorage; else kept in memory only (domains/chat/files.ts). */
  data: string | null;
  /** Seeded staff files: a one-page PDF made on download. */
  generated?: { title: string; lines: string[] };
}

export interface ChatMessageRecord {
  id: number;
  room: string;
  author: 'customer' | 'staff';
  text: string;
  /** Staff answers of the simulator: the text in each language (answered in the request's). */
  texts?: Record<'am' | 'en' | 'ru', string>;
  /** ISO. */
  created: string;
  files: string[];
  clientId: string | null;
  read: boolean;
}

export interface ChatRoomRecord {
  id: string;
  customer: string;
  staff: string;
  created: string;
}

/** A staff answer written when the customer wrote, delivered (given an id, stored as a message) once due. */
export interface ChatPendingReply {
  room: string;
  text: Record<'am' | 'en' | 'ru', string>;
  /** Epoch ms. */
  dueAt: number;
}

export interface ChatState {
  staff: ChatStaffRecord[];
  /** Customers with a chat user: customer id → chat user id. */
  users: Record<string, string>;
  rooms: ChatRoomRecord[];
  messages: ChatMessageRecord[];
  files: ChatFileRecord[];
  pending: ChatPendingReply[];
}

export interface CustomerRequestRecord {
  /** callback: /mobile/callback_order-doctor/; order: /mobile/contract_order_fromsite/; request: /mobile/create-request/. */
  kind: 'callback' | 'order' | 'request';
  /** CB-2026-000001, OR-…, WR-…. */
  number: string;
  customer: string;
  /** ISO date-time. */
  at: string;
  /** new: not handled by the staff yet. */
  status: 'new' | 'done';
  values: Record<string, string>;
  /** What was attached (the content is not kept). */
  files: Array<{ name: string; type: string; size: number }>;
}

export interface RaffleTicketRecord {
  /** AETQ-100118. */
  number: string;
  /** CUSTOMER of the holder. */
  customer: string;
  /** The contract that earned it. */
  contractId: string;
  /** ISO date of issue. */
  createdAt: string;
}

export type ClaimStatusRecord = 'submitted' | 'documents' | 'review' | 'approved' | 'paid' | 'rejected';

export interface ClaimRecord {
  ID: string;
  CLAIM_NUMBER: string;
  /** CUSTOMER of the claimant. */
  customer: string;
  /** The contract claimed under. */
  DETID: string;
  CONTRACT_NUMBER: string | null;
  /** Product key (appa, justCasco, property, travel …): named in the request language when answered. */
  product: string;
  status: ClaimStatusRecord;
  /** ISO dates. */
  EVENT_DATE: string;
  CREATED_AT: string;
  PLATE: string | null;
  AMOUNT_CLAIMED: number | null;
  AMOUNT_PAID: number | null;
  PAID_AT: string | null;
  /** What the company waits for (status documents), per language. */
  missing: { am: string; en: string; ru: string } | null;
  history: { STATUS: ClaimStatusRecord; DATE: string; note: { am: string; en: string; ru: string } | null }[];
  /** The application as sent (wire values), for claims filed through the simulator. */
  values?: Record<string, unknown>;
}

export interface CompensationRequestRecord {
  NUMBER: string;
  values: Record<string, unknown>;
  at: string;
}

/** A car of the CMTPL register (customer-portal.md §2 "Vehicle data shown in CMTPL steps", §9 CMTPL groups). */
export interface VehicleRecord {
  /** Armenian plate, upper case without spaces: 35OO123, 01AB123. */
  plate: string;
  /** The owner's passport / ID card number or tax number (TPIN); find-vehicle needs plate + this. */
  ownerDocument: string;
  ownerKind: 'person' | 'company';
  ownerName: { am: string; en: string; ru: string };
  make: string;
  model: string;
  vin: string;
  year: number;
  powerHp: number;
  /** Bonus-malus class 1–25 (10 is the starting class). */
  bmClass: number;
  /** Calculator CARTYPE code: motorcycle, passenger car, truck, bus. */
  carType: string;
  /** Calculator CARUSETYPE code. */
  useType: string;
  /** Calculator REGION code. */
  region: string;
  /** ISO date the current CMTPL contract ends (the next one starts the day after), or null. */
  currentContractEnd: string | null;
  /** §9: 'old' = contracts 01.11.2017–31.12.2021, owner unchanged since; 'new' = registered 2022 or later. */
  group: 'old' | 'new' | null;
}

/** `discarded`: the customer chose "Start again" (issue 24): the draft is gone for the steps, the payment and the list. */
export type ContractStatus = 'draft' | 'awaiting-payment' | 'processing' | 'paid' | 'failed' | 'confirmed' | 'discarded';

export interface ContractRecord {
  ID: string;
  SGUID: string;
  /** The order id the approve payload carries (one per contract; a retry reuses it). */
  ORDER_ID: string;
  /** Product key: appa, travel, … (the referral). */
  product: string;
  /** travel, travelDaily or travelBox for travel; the product key otherwise. */
  category: string;
  /** CUSTOMER of the signed-in buyer. */
  customer: string;
  status: ContractStatus;
  IS_FREE: 0 | 1;
  BROKER: string | null;
  /** Everything the steps sent, merged (wire format). */
  values: Record<string, unknown>;
  /** Premium in drams before a discount, and after it (null without a promo code). */
  PREMIUMSPAY: number;
  PREMIUMSPAY_DISCOUNT: number | null;
  PROMO_CODE: string | null;
  /** Given when paid or confirmed: SV-APPA-2026-000123. */
  CONTRACT_NUMBER: string | null;
  /** ISO dates of cover. */
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  /**
   * When the contract last changed (a step, a price, a payment); `createdAt` when absent. Drafts untouched for
   * PURCHASE_DRAFT_DAYS drop off the drafts list (issue 24). Optional: stored contracts stay valid (no DB_VERSION bump).
   */
  updatedAt?: string;
  /**
   * What each data step sent, by its form id (wire format, without ID and BROKER): the draft is continued on another
   * device with these values (`/mobile/purchase/get-drafts`, issue 24). Optional, as `updatedAt`.
   */
  steps?: Record<string, Record<string, unknown>>;
  /** The plate of an appa contract. */
  plate?: string;
  /** Where the contract e-mail went, once (the issue or send-contract): a repeat sends nothing (exactly once). */
  mailedTo?: string;
  /**
   * What the bank charged for it (drams: the premium, or its discounted price, plus any foreign-card commission) and
   * that commission; set when a payment issues it. Optional, so contracts stored before stay valid (no DB_VERSION bump).
   */
  paidAmount?: number;
  commission?: number;
}

export type BankOrderStatus = 'created' | 'awaiting-3ds' | 'approved' | 'declined' | 'processing';

export interface BankOrderRecord {
  /** The bank's order id (orderID of the return query). */
  orderId: string;
  /** The bank's payment id (paymentID of the return query), set when a card is submitted. */
  paymentId: string | null;
  /** The contract's ORDER_ID and ID, and the referral (product) it pays for. */
  merchantOrderId: string;
  contractId: string;
  referral: string;
  customer: string;
  /** Drams, as the merchant asked (before any foreign-card commission). */
  amount: number;
  /** The commission charged for a card of a bank outside the national card system (§9: 1%). */
  commission: number;
  /** Where the bank sends the browser back (the app's /profile/payment/{referral}/, language-prefixed). */
  returnUrl: string;
  lang: 'am' | 'en' | 'ru';
  status: BankOrderStatus;
  /** The bank's response code and description (00 approved; 05, 51 … declined; 01 processing). */
  responseCode: string | null;
  description: string | null;
  /** Masked card only (PCI hosted page model): 411111******1111. */
  maskedPan: string | null;
  cardType: 'visa' | 'mastercard' | 'arca' | null;
  /** MM/YY. */
  expiry: string | null;
  /** The customer asked to save the card (approve payload save_card) and the card was approved. */
  saveCard: 0 | 1;
  /** A saved card used for this order (approve payload card_id); the bank page then asks only for the CVV. */
  cardId: string | null;
  /** A card binding recorded by /mobile/card/save/: what the first answer said, repeated to every later call. */
  recorded?: 'cardSaved' | 'cardKnown';
  /** Epoch ms; a 'processing' order turns approved once `settlesAt` has passed. */
  settlesAt: number | null;
  createdAt: string;
  /**
   * Wrong 3-D Secure codes so far (the third declines the order). Optional, so orders stored before it was added
   * stay valid without a DB_VERSION bump; kept in the db, not in memory, so a reload does not grant new attempts.
   */
  threeDsAttempts?: number;
}

export interface SavedCardRecord {
  ID: string;
  /** CUSTOMER of the card's holder. */
  CARDHOLDERID: string;
  /** Masked: 411111******1111 (the app groups it in fours). */
  CARDNUMBER: string;
  CARDTYPE: 'visa' | 'mastercard' | 'arca';
  /** MM/YY (the app shows it so). */
  EXPDATE: string;
  IS_DEF: 0 | 1;
}
