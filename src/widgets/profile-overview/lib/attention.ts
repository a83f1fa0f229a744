import type { Claim, Debt, IdentityStatus, ProfileContract } from '@/shared/api';

/** A contract in force ends within this many days: the overview asks to renew it. */
export const ENDING_SOON_DAYS = 30;

/**
 * What needs the customer's attention (the overview, issue 12 item 1), most urgent first: identity documents to send
 * (or under review), then debts by due date, then
 * claims waiting for documents from the customer (oldest first: the longest wait), then contracts in force that end
 * within ENDING_SOON_DAYS.
 */
export type AttentionItem =
  | { kind: 'debt'; contractId: string; contractNumber: string; productName: string; amount: number; dueDate: string; overdue: boolean }
  | { kind: 'claim'; claimId: string; claimNumber: string; productName: string; missing: string | null }
  | { kind: 'ending'; contract: ProfileContract; daysLeft: number }
  /** Identity documents to send (unverified, or refused) or under review (issue 20 item 2). */
  | { kind: 'identity'; status: 'unverified' | 'rejected' | 'review' };

const DAY_MS = 86_400_000;
/** Whole days from one ISO day to another (calendar days, whatever the time zone). */
export const daysBetween = (from: string, to: string) => Math.round((Date.UTC(...parts(to)) - Date.UTC(...parts(from))) / DAY_MS);
function parts(iso: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return [year, month - 1, day];
}

export function attentionOf({
  contracts,
  debt,
  claims = [],
  identity = null,
  today,
}: {
  contracts: readonly ProfileContract[];
  debt: Debt | null;
  claims?: readonly Claim[];
  identity?: IdentityStatus | null;
  today: string;
}): AttentionItem[] {
  const debts: AttentionItem[] = [...(debt?.ITEMS ?? [])]
    .filter((item) => item.AMOUNT > 0)
    .sort((a, b) => (a.DUE_DATE < b.DUE_DATE ? -1 : 1))
    .map((item) => ({
      kind: 'debt',
      contractId: item.CONTRACT_ID,
      contractNumber: item.CONTRACT_NUMBER,
      productName: item.PRODUCT_NAME,
      amount: item.AMOUNT,
      dueDate: item.DUE_DATE,
      overdue: item.DUE_DATE < today,
    }));
  const ending: AttentionItem[] = contracts
    .filter((contract) => contract.STATUS === 'active')
    .map((contract) => ({ contract, daysLeft: daysBetween(today, contract.TODATE) }))
    .filter(({ daysLeft }) => daysLeft >= 0 && daysLeft <= ENDING_SOON_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft)
    .map(({ contract, daysLeft }) => ({ kind: 'ending', contract, daysLeft }));
  const waiting: AttentionItem[] = claims
    .filter((claim) => claim.STATUS === 'documents')
    .sort((a, b) => (a.CREATED_AT < b.CREATED_AT ? -1 : 1))
    .map((claim) => ({ kind: 'claim', claimId: claim.ID, claimNumber: claim.CLAIM_NUMBER, productName: claim.PRODUCT, missing: claim.MISSING }));
  // Documents to send come first: without them the account stays unverified.
  const documents: AttentionItem[] = identity && identity.STATUS !== 'verified' ? [{ kind: 'identity', status: identity.STATUS }] : [];
  return [...documents, ...debts, ...waiting, ...ending];
}

/** What the customer holds, by product: contracts in force and all of them. */
export interface Holding {
  group: string;
  name: string;
  active: number;
  total: number;
}
