import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { forceEndpoint } from '@mocks/node';
import { languageDetected } from '@/shared/i18n';
import { printClicked, printFx, termsQuery } from './terms';

describe('product terms model', () => {
  it('loads the terms of the id in the page language', async () => {
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(termsQuery.Gate.open, { scope, params: { pid: 402 } });
    expect(scope.getState(termsQuery.$data)).toMatchObject({ id: '402', charid: 'petsInsurance', title: 'Условия страхования «Страхование домашних животных»' });
  });

  it('a failure can be retried', async () => {
    // A read: the transport tries three times (shared/api/policy.ts) before the failure is the page's.
    forceEndpoint('/prod/terms/', 'network', 3);
    const scope = fork();
    await allSettled(termsQuery.Gate.open, { scope, params: { pid: 101 } });
    expect(scope.getState(termsQuery.$failed)).toBe(true);
    await allSettled(termsQuery.retried, { scope });
    expect(scope.getState(termsQuery.$data)?.charid).toBe('appa');
  });

  it('Print opens the print dialog', async () => {
    const print = vi.fn();
    const scope = fork({ handlers: [[printFx, print]] });
    await allSettled(printClicked, { scope });
    expect(print).toHaveBeenCalledTimes(1);
  });
});
