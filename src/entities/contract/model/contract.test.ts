import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Contract } from '@/shared/api';
import { PURCHASE_STORAGE_KEYS } from '@/shared/config';
import { $contract, contractCreated, contractIssued, contractMerged, forgetPurchaseDraftsFx, type StoredContract } from './contract';

const data = (patch: Partial<Contract> = {}) =>
  ({ ID: '70001', SGUID: 'sg', ORDER_ID: '70001AB', IS_FREE: false, category: 'appa', status: 'awaiting-payment', PREMIUMSPAY: 34560, CONTRACT_NUMBER: null, ...patch }) as StoredContract['data'];
const stored = (patch: Partial<Contract> = {}): StoredContract => ({ product: 'appa', customer: '1001', data: data(patch) });

describe('the contract being bought', () => {
  it('is issued when an answer gives it its number: once, and the purchase drafts are forgotten then', async () => {
    const issued = vi.fn();
    const forget = vi.fn();
    const scope = fork({ values: [[$contract, stored()]], handlers: [[forgetPurchaseDraftsFx, forget]] });
    const unwatch = createWatch({ unit: contractIssued, scope, fn: issued });
    await allSettled(contractMerged, { scope, params: { status: 'processing' } });
    expect(forget).not.toHaveBeenCalled();
    await allSettled(contractMerged, { scope, params: { status: 'paid', CONTRACT_NUMBER: 'SV-APPA-2026-000001' } });
    expect(scope.getState($contract)?.data).toMatchObject({ status: 'paid', CONTRACT_NUMBER: 'SV-APPA-2026-000001' });
    expect(forget).toHaveBeenCalledTimes(1);
    // Recorded again (a reload of the result page): already issued, nothing more happens.
    await allSettled(contractMerged, { scope, params: { status: 'paid', CONTRACT_NUMBER: 'SV-APPA-2026-000001' } });
    expect(forget).toHaveBeenCalledTimes(1);
    expect(issued).toHaveBeenCalledTimes(1);
    unwatch();
  });

  it('a contract paid in another tab arrives issued: the drafts go too; a new draft contract does not clear them', async () => {
    const forget = vi.fn();
    const scope = fork({ handlers: [[forgetPurchaseDraftsFx, forget]] });
    await allSettled(contractCreated, { scope, params: stored() });
    expect(forget).not.toHaveBeenCalled();
    await allSettled(contractCreated, { scope, params: stored({ CONTRACT_NUMBER: 'SV-APPA-2026-000002' }) });
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('forgetting the drafts removes them from session storage', async () => {
    sessionStorage.setItem(PURCHASE_STORAGE_KEYS.drafts, JSON.stringify({ 4301: { PLATE: '35OO123' } }));
    await allSettled(forgetPurchaseDraftsFx, { scope: fork() });
    expect(sessionStorage.getItem(PURCHASE_STORAGE_KEYS.drafts)).toBeNull();
  });
});
