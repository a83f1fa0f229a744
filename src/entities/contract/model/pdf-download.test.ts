import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, downloadContractPdfFx } from '@/shared/api';
import { contractPdfFileName } from '../lib/pdf-file-name';
import { createContractPdfDownload } from './pdf-download';

// Moved here from pages/payment-result/model/final.test.ts when the two PDF downloads became one (issue 25 item 2).
describe('the contract PDF download', () => {
  it('fetches the PDF with the token-bearing call and saves it as contract-<number>.pdf', async () => {
    const pdf = createContractPdfDownload();
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const download = vi.fn(async () => blob);
    const save = vi.fn();
    const scope = fork({ handlers: [[downloadContractPdfFx, download], [pdf.saveFileFx, save]] });
    await allSettled(pdf.clicked, { scope, params: { id: '42', number: 'SV-TRV-2026-000009' } });
    expect(download).toHaveBeenCalledWith({ id: '42' });
    expect(save).toHaveBeenCalledWith({ blob, fileName: 'contract-SV-TRV-2026-000009.pdf' });
    expect(scope.getState(pdf.$failed)).toBe(false);
    expect(scope.getState(pdf.$pending)).toBe(false);
  });

  it('a contract without a number yet is saved under its id', async () => {
    const pdf = createContractPdfDownload();
    const blob = new Blob(['x']);
    const save = vi.fn();
    const scope = fork({ handlers: [[downloadContractPdfFx, async () => blob], [pdf.saveFileFx, save]] });
    await allSettled(pdf.clicked, { scope, params: { id: '42', number: null } });
    expect(save).toHaveBeenCalledWith({ blob, fileName: 'contract-42.pdf' });
  });

  it('shows the spinner (for that contract) while loading and ignores a second click meanwhile', async () => {
    const pdf = createContractPdfDownload();
    let resolve: (value: Blob) => void = () => undefined;
    const download = vi.fn(() => new Promise<Blob>((done) => (resolve = done)));
    const scope = fork({ handlers: [[downloadContractPdfFx, download], [pdf.saveFileFx, vi.fn()]] });
    const first = allSettled(pdf.clicked, { scope, params: { id: '42', number: 'N1' } });
    expect(scope.getState(pdf.$pending)).toBe(true);
    expect(scope.getState(pdf.$pendingId)).toBe('42');
    const second = allSettled(pdf.clicked, { scope, params: { id: '43', number: 'N2' } });
    resolve(new Blob(['x']));
    await Promise.all([first, second]);
    expect(download).toHaveBeenCalledTimes(1);
    expect(scope.getState(pdf.$pending)).toBe(false);
    expect(scope.getState(pdf.$pendingId)).toBeNull();
  });

  it.each([
    ['server-error', '42'],
    ['not-found', '42'],
    ['network', '42'],
    ['unauthorized', null],
    ['cancelled', null],
  ] as const)('a %s failure is shown by the button of contract %s', async (kind, failedId) => {
    const pdf = createContractPdfDownload();
    const download = vi.fn(async () => {
      throw new ApiError({ kind });
    });
    const save = vi.fn();
    const scope = fork({ handlers: [[downloadContractPdfFx, download], [pdf.saveFileFx, save]] });
    await allSettled(pdf.clicked, { scope, params: { id: '42', number: 'N1' } });
    expect(scope.getState(pdf.$failedId)).toBe(failedId);
    expect(scope.getState(pdf.$failed)).toBe(failedId !== null);
    expect(scope.getState(pdf.$pending)).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('a save the browser refuses is shown too; the next click or a reset clears the failure', async () => {
    const pdf = createContractPdfDownload();
    const save = vi.fn(() => {
      throw new Error('blocked');
    });
    const scope = fork({ handlers: [[downloadContractPdfFx, async () => new Blob(['x'])], [pdf.saveFileFx, save]] });
    await allSettled(pdf.clicked, { scope, params: { id: '7', number: 'N7' } });
    expect(scope.getState(pdf.$failedId)).toBe('7');
    expect(scope.getState(pdf.$pending)).toBe(false);
    await allSettled(pdf.reset, { scope });
    expect(scope.getState(pdf.$failed)).toBe(false);
  });

  it('two instances (two screens) do not share their state', async () => {
    const one = createContractPdfDownload();
    const other = createContractPdfDownload();
    const scope = fork({ handlers: [[downloadContractPdfFx, async () => Promise.reject(new ApiError({ kind: 'server-error' }))]] });
    await allSettled(one.clicked, { scope, params: { id: '1', number: 'N' } });
    expect(scope.getState(one.$failedId)).toBe('1');
    expect(scope.getState(other.$failedId)).toBeNull();
  });

  it.each([
    ['SV-TRV-2026-000009', 'contract-SV-TRV-2026-000009.pdf'],
    ['A/B 12', 'contract-A-B-12.pdf'],
  ])('file name of %s: %s', (number, name) => {
    expect(contractPdfFileName(number)).toBe(name);
  });
});
