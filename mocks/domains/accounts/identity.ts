import type * as v from 'valibot';
import type { identityStatusSchema } from '@/shared/api/accounts/schemas';
import { db } from '../../db';
import type { CustomerRecord } from '../../db/types';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { ok, type ServerLang } from '../../lib/respond';
import { say } from './messages';

/**
 * Where a customer's identity stands (docs/decisions/identity-documents-later.md). Customers the company knew
 * (the demo customers, and those matched by e-mail, phone or social card at registration) are verified. A customer
 * nothing matched is unverified until documents are sent; the review then takes one working day (customer-portal.md
 * §9): the first status read after that day ends it — verified, or refused when a file's name says "blurry" (the
 * way to see a refusal in the demo). `finishIdentityReviews()` (window.__sim) ends every review at once, for tests.
 */
type IdentityAnswer = v.InferInput<typeof identityStatusSchema>['result'];

/** One working day after `sentAt` (Saturday and Sunday are not working days). */
export function reviewDueAt(sentAt: string): number {
  const due = new Date(sentAt);
  do due.setUTCDate(due.getUTCDate() + 1);
  while (due.getUTCDay() === 0 || due.getUTCDay() === 6);
  return due.getTime();
}

function settleReview(customer: CustomerRecord, now: number, lang: ServerLang): void {
  const identity = customer.identity;
  if (!identity || identity.documents !== 'review' || !identity.sentAt || reviewDueAt(identity.sentAt) > now) return;
  const names = db.read().uploads.filter((upload) => identity.uploads.includes(upload.id)).map((upload) => upload.name.toLowerCase());
  const refused = names.some((name) => name.includes('blurry'));
  identity.documents = refused ? 'rejected' : 'verified';
  identity.reviewedAt = new Date(now).toISOString();
  identity.reason = refused ? say('documentsRefused', lang) : null;
}

export function identityOf(customer: CustomerRecord): IdentityAnswer {
  const identity = customer.identity;
  if (!identity) return { STATUS: 'verified' };
  const documents = identity.documents;
  const status = documents === 'review' ? 'review' : documents === 'verified' ? 'verified' : documents === 'rejected' ? 'rejected' : identity.verifiedBy ? 'verified' : 'unverified';
  return { STATUS: status, DOCUMENT_TYPE: identity.documentType, SENT_AT: identity.sentAt ?? null, REVIEWED_AT: identity.reviewedAt ?? null, REASON: identity.reason ?? null };
}

/** Ends every review that is under way now (the simulator's control for tests and demos). */
export function finishIdentityReviews(at: number = Date.now() + 7 * 24 * 60 * 60 * 1000): void {
  db.update((state) => {
    for (const customer of state.customers) settleReview(customer, at, customer.profile.lang);
  });
}

const status = authorizedEndpoint({
  path: '/mobile/identity/get-status',
  title: "Customer's identity: documents to send, under review, verified or refused",
  resolve: ({ customer, lang }) => {
    const settled = db.update((state) => {
      const stored = state.customers.find((candidate) => candidate.profile.CUSTOMER === customer.profile.CUSTOMER);
      if (stored) settleReview(stored, Date.now(), lang);
      return stored ? structuredClone(stored) : customer;
    });
    return ok({ result: identityOf(settled) } satisfies v.InferInput<typeof identityStatusSchema>);
  },
});

export const identityEndpoints: readonly Endpoint[] = [status];
