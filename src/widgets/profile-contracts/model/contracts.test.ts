import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { purchaseStarted } from '@/features/purchase-wizard';
import { ApiError, downloadContractPdfFx, fetchContractGroupsFx, fetchContractsFx, type ProfileContract } from '@/shared/api';
import { $group, $pdfFailed, $pdfPending, contractsQuery, groupChosen, pdfClicked, renewClicked, saveFileFx } from './contracts';

const contract = (ID: string, patch: Partial<ProfileContract> = {}): ProfileContract => ({
  ID,
  CONTRACT_NUMBER: `SV-APPA-2025-${ID}`,
  PRODUCT: 'appa',
  PRODUCT_NAME: 'CMTPL',
  STATUS: 'active',
  FROMDATE: '2025-12-16',
  TODATE: '2026-12-15',
  PREMIUMSPAY: 38400,
  OBJECT: '35OO123',
  PLATE: '35OO123',
  PASSPORT: 'AN1234567',
  HAS_PDF: true,
  HEALTH_CARD: null,
  ...patch,
});

const GROUPS = { result: [{ GROUP: 'appa', NAME: 'CMTPL', COUNT: 1, ACTIVE: 1 }, { GROUP: 'property', NAME: 'Property', COUNT: 1, ACTIVE: 1 }] };

describe('contracts screen model', () => {
  it('loads the groups and the list; choosing a group asks for that group only', async () => {
    const list = vi.fn(async (filter?: { GROUP?: string }) => ({ result: filter && filter.GROUP === 'property' ? [contract('2', { PRODUCT: 'property' })] : [contract('1'), contract('2', { PRODUCT: 'property' })] }));
    const scope = fork({ handlers: [[fetchContractsFx, list], [fetchContractGroupsFx, async () => GROUPS]] });
    await allSettled(contractsQuery.Gate.open, { scope, params: { group: null } });
    expect(scope.getState(contractsQuery.$data)?.contracts.map((item) => item.ID)).toEqual(['1', '2']);
    await allSettled(groupChosen, { scope, params: 'property' });
    expect(scope.getState($group)).toBe('property');
    await allSettled(contractsQuery.Gate.open, { scope, params: { group: 'property' } });
    expect(list).toHaveBeenLastCalledWith({ GROUP: 'property' });
    expect(scope.getState(contractsQuery.$data)?.contracts.map((item) => item.PRODUCT)).toEqual(['property']);
    await allSettled(contractsQuery.Gate.close, { scope, params: { group: 'property' } });
    expect(scope.getState($group)).toBeNull();
  });

  it('downloads the PDF as contract-<number>.pdf; a failure is shown for that contract only; a 401 is not', async () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const save = vi.fn();
    const download = vi.fn(async ({ id }: { id: string }) => {
      if (id === 'bad') throw new ApiError({ kind: 'server-error', status: 500, messages: ['down'] });
      if (id === 'gone') throw new ApiError({ kind: 'unauthorized', status: 401 });
      return blob;
    });
    const scope = fork({ handlers: [[downloadContractPdfFx, download], [saveFileFx, save]] });
    await allSettled(pdfClicked, { scope, params: { id: '60101', number: 'SV-APPA-2025-004211' } });
    expect(download).toHaveBeenCalledWith({ id: '60101' });
    expect(save).toHaveBeenCalledWith({ blob, fileName: 'contract-SV-APPA-2025-004211.pdf' });
    expect(scope.getState($pdfPending)).toBeNull();
    await allSettled(pdfClicked, { scope, params: { id: 'bad', number: 'X 1' } });
    expect(scope.getState($pdfFailed)).toBe('bad');
    await allSettled(pdfClicked, { scope, params: { id: 'gone', number: 'X 2' } });
    expect(scope.getState($pdfFailed)).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('renew opens the wizard prefilled; a product without a wizard does nothing', async () => {
    const started = vi.fn();
    const scope = fork();
    const unwatch = createWatch({ unit: purchaseStarted, fn: started, scope });
    await allSettled(renewClicked, { scope, params: contract('1') });
    await allSettled(renewClicked, { scope, params: contract('3', { PRODUCT: 'property' }) });
    unwatch();
    expect(started.mock.calls.map(([payload]) => payload)).toEqual([{ product: 'appa', drafts: { 4301: { PLATE: '35OO123', DOCUMENT: 'AN1234567' } } }]);
  });
});
