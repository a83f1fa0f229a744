import { describe, expect, it } from 'vitest';
import type { ProfileContract } from '@/shared/api';
import { renewalOf } from './renewal';

const contract = (patch: Partial<ProfileContract>): ProfileContract => ({
  ID: '1',
  CONTRACT_NUMBER: 'SV-1',
  PRODUCT: 'appa',
  PRODUCT_NAME: 'CMTPL',
  STATUS: 'active',
  FROMDATE: '2025-12-16',
  TODATE: '2026-12-15',
  PREMIUMSPAY: 38400,
  OBJECT: null,
  PLATE: null,
  PASSPORT: null,
  HAS_PDF: true,
  HEALTH_CARD: null,
  ...patch,
});

describe('renewalOf', () => {
  it.each([
    ['CMTPL in force: renew with the plate and the document', { PLATE: '35OO123', PASSPORT: 'AN1234567' }, { product: 'appa', kind: 'renew', drafts: { 4301: { PLATE: '35OO123', DOCUMENT: 'AN1234567' } } }],
    ['CMTPL starting later: renew', { STATUS: 'upcoming' as const, PLATE: '35OO123' }, { product: 'appa', kind: 'renew', drafts: { 4301: { PLATE: '35OO123' } } }],
    ['CMTPL ended without data: buy again, nothing prefilled', { STATUS: 'ended' as const }, { product: 'appa', kind: 'again', drafts: {} }],
    ['travel ended: buy again with the passport', { PRODUCT: 'travel', STATUS: 'ended' as const, PASSPORT: 'AN1234567' }, { product: 'travel', kind: 'again', drafts: { 4422: { PASSPORT: 'AN1234567' } } }],
  ])('%s', (_, patch, expected) => {
    expect(renewalOf(contract(patch))).toEqual(expected);
  });

  it.each(['property', 'medicalCheckUp', 'justCasco', 'apka', ''])('%j has no wizard: no renewal', (PRODUCT) => {
    expect(renewalOf(contract({ PRODUCT }))).toBeNull();
  });
});
