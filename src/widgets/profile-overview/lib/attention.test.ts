import { describe, expect, it } from 'vitest';
import type { Claim, Debt, ProfileContract } from '@/shared/api';
import { attentionOf, daysBetween, type AttentionItem } from './attention';

const claim = (ID: string, STATUS: Claim['STATUS'], CREATED_AT: string): Claim => ({
  ID,
  CLAIM_NUMBER: `CL-${ID}`,
  DETID: '60101',
  CONTRACT_NUMBER: 'SV-APPA-1',
  PRODUCT: 'CMTPL',
  STATUS,
  EVENT_DATE: CREATED_AT.slice(0, 10),
  CREATED_AT,
  PLATE: null,
  AMOUNT_CLAIMED: null,
  AMOUNT_PAID: null,
  PAID_AT: null,
  MISSING: STATUS === 'documents' ? 'A photo of the licence' : null,
  history: [],
});

const contract = (ID: string, STATUS: ProfileContract['STATUS'], TODATE: string): ProfileContract => ({
  ID,
  CONTRACT_NUMBER: `SV-${ID}`,
  PRODUCT: 'appa',
  PRODUCT_NAME: 'CMTPL',
  STATUS,
  FROMDATE: '2026-01-01',
  TODATE,
  PREMIUMSPAY: 1000,
  OBJECT: null,
  PLATE: null,
  PASSPORT: null,
  HAS_PDF: true,
  HEALTH_CARD: null,
});
const debt = (items: [string, number, string][]): Debt => ({
  TOTAL: items.reduce((sum, [, amount]) => sum + amount, 0),
  ITEMS: items.map(([id, AMOUNT, DUE_DATE]) => ({ CONTRACT_ID: id, CONTRACT_NUMBER: `SV-${id}`, PRODUCT_NAME: 'Property', AMOUNT, DUE_DATE })),
});

describe('daysBetween', () => {
  it.each([
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24', '2026-12-15', 21],
    ['2026-02-28', '2026-03-01', 1],
    ['2026-03-28', '2026-03-30', 2], // across the switch to summer time elsewhere
    ['2026-12-15', '2026-11-24', -21],
  ])('%s → %s is %i days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));
});

describe('attentionOf', () => {
  const today = '2026-11-24';
  it.each([
    ['ends today', contract('a', 'active', '2026-11-24'), 0],
    ['ends in 30 days', contract('b', 'active', '2026-12-24'), 30],
  ])('a contract in force that %s needs renewing', (_, item, days) => {
    expect(attentionOf({ contracts: [item], debt: null, today })).toEqual([{ kind: 'ending', contract: item, daysLeft: days }]);
  });

  it.each([
    ['ends in 31 days', contract('c', 'active', '2026-12-25')],
    ['has ended', contract('d', 'ended', '2026-11-01')],
    ['starts later', contract('e', 'upcoming', '2026-12-01')],
  ])('a contract that %s does not', (_, item) => {
    expect(attentionOf({ contracts: [item], debt: null, today })).toEqual([]);
  });

  it('debts come first by due date (overdue flagged), then contracts by days left; nothing owed is no item', () => {
    const items = attentionOf({
      contracts: [contract('late', 'active', '2026-12-20'), contract('soon', 'active', '2026-11-30')],
      debt: debt([['p2', 5000, '2026-12-10'], ['zero', 0, '2026-11-01'], ['p1', 12000, '2026-11-20']]),
      today,
    });
    expect(items.map(describeItem)).toEqual(['debt p1 true', 'debt p2 false', 'ending soon 6', 'ending late 26']);
  });

  it('claims waiting for documents come after debts and before ending contracts, the longest waiting first; other states are no item', () => {
    const items = attentionOf({
      contracts: [contract('soon', 'active', '2026-11-30')],
      debt: debt([['p1', 12000, '2026-11-20']]),
      claims: [
        claim('new', 'documents', '2026-11-20T10:00:00.000Z'),
        claim('review', 'review', '2026-10-01T10:00:00.000Z'),
        claim('old', 'documents', '2026-10-28T10:00:00.000Z'),
        claim('paid', 'paid', '2026-09-01T10:00:00.000Z'),
      ],
      today,
    });
    expect(items.map(describeItem)).toEqual(['debt p1 true', 'claim old CL-old', 'claim new CL-new', 'ending soon 6']);
    expect(items[1]).toMatchObject({ productName: 'CMTPL', missing: 'A photo of the licence' });
  });
});

describe('identity documents (issue 20 item 2)', () => {
  const today = '2026-11-20';
  it.each([
    [{ STATUS: 'unverified' as const }, ['identity unverified']],
    [{ STATUS: 'rejected' as const }, ['identity rejected']],
    [{ STATUS: 'review' as const }, ['identity review']],
    [{ STATUS: 'verified' as const }, []],
    [null, []],
  ])('%o → %j, before everything else', (identity, expected) => {
    const debt = { TOTAL: 100, ITEMS: [{ CONTRACT_ID: 'p1', CONTRACT_NUMBER: 'N', PRODUCT_NAME: 'P', AMOUNT: 100, DUE_DATE: '2026-12-01' }] };
    const items = attentionOf({ contracts: [], debt, identity: identity ? { DOCUMENT_TYPE: null, SENT_AT: null, REVIEWED_AT: null, REASON: null, ...identity } : null, today });
    expect(items.map(describeItem)).toEqual([...expected, 'debt p1 false']);
  });
});

function describeItem(item: AttentionItem): string {
  if (item.kind === 'debt') return `debt ${item.contractId} ${item.overdue}`;
  if (item.kind === 'claim') return `claim ${item.claimId} ${item.claimNumber}`;
  if (item.kind === 'identity') return `identity ${item.status}`;
  return `ending ${item.contract.ID} ${item.daysLeft}`;
}
