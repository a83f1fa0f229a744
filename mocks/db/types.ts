import type * as v from 'valibot';
import type { customerSchema } from '@/shared/api/application/schemas';
import type { ServerLang } from '../lib/respond';

/**
 * The simulator's data: one plain JSON object, so it can be saved to localStorage as it is.
 * Bump DB_VERSION whenever this shape changes: a stored db of another version is seeded afresh.
 */
export const DB_VERSION = 3;

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
};

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
}
