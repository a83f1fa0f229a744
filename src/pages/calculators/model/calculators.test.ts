import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { forceEndpoint } from '@mocks/node';
import { calculatorForms } from '@mocks/domains/calculators/forms';
import { calculatePremiumFx, type CalcResult } from '@/shared/api';
import type { LoadAnswer, LoadRequest } from '@/shared/form-engine';
import { CALCULATOR_TABS } from '@/shared/config';
import { languageDetected } from '@/shared/i18n';
import { $createdTabs, calculatorFor, CalculatorsGate, $payloads, $tab } from './calculators';

/** The names of the form models created, in order (a tab's calculator is created when first needed). */
const createdForms = vi.hoisted(() => [] as string[]);
vi.mock('@/shared/form-engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('@/shared/form-engine')>();
  return {
    ...engine,
    createFormModel: ((config) => {
      createdForms.push(config.name);
      return engine.createFormModel(config);
    }) satisfies typeof engine.createFormModel,
  };
});

/**
 * The page model in forked scopes. Descriptors come from the simulator's calculator forms (the interface
 * endpoint is the form engine's); dictionaries and calculations go to the simulator through the real calls.
 */
function loadFromSimulator(request: LoadRequest): LoadAnswer {
  if (request.kind !== 'input-list') throw new Error('calculators load input lists');
  const form = calculatorForms.find((item) => item.tabId === Number(request.tabId));
  if (!form) throw new Error(`no form ${String(request.tabId)}`);
  const meta = form.meta?.en;
  return { key: request.key, list: form.fields('en'), values: null, meta: { title: meta?.title ?? null, description: meta?.description ?? null, keywords: meta?.keywords ?? null } };
}

function scopeWithForms(handlers: Array<[unknown, unknown]> = []) {
  const load = vi.fn(async (request: LoadRequest) => loadFromSimulator(request));
  const scope = fork({ handlers: [...CALCULATOR_TABS.map((tab) => [calculatorFor(tab).form.loadFx, load]), ...handlers] as never });
  return { scope, load };
}

const appa = { get form() { return calculatorFor('appa').form; } };
const outcome = (scope: Scope) => scope.getState(calculatorFor('appa').$outcome);

async function openAppa(handlers: Array<[unknown, unknown]> = []) {
  const setup = scopeWithForms(handlers);
  await allSettled(languageDetected, { scope: setup.scope, params: 'en' });
  await allSettled(CalculatorsGate.open, { scope: setup.scope, params: { tab: 'appa' } });
  return setup;
}

describe('calculators page model', () => {
  it('with nothing replaced: the simulator’s public input list, dictionaries and calculation', async () => {
    // No calculator exists before its tab is shown; showing one creates that one only.
    expect(createdForms).toEqual([]);
    const scope = fork();
    await allSettled(CalculatorsGate.open, { scope, params: { tab: 'apka' } });
    expect(createdForms).toEqual(['calculator-apka']);
    expect(scope.getState($createdTabs)).toEqual(['apka']);
    const form = calculatorFor('apka').form;
    expect(scope.getState(form.$meta)?.title).toBe('Կամավոր ավտոպատասխանատվության հաշվիչ');
    expect(scope.getState(form.$fields).USETYPE?.options.map((option) => option.value)).toEqual(['1', '2', '3', '4']);
    await allSettled(form.submitted, { scope });
    expect(scope.getState(calculatorFor('apka').$outcome)).toMatchObject({ status: 'done', result: { premium: 36_000, amount: 3_000_000 } });
  });

  it('opening a tab loads its form (public input list); switching tabs loads the other and keeps the first', async () => {
    const { scope, load } = await openAppa();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ kind: 'input-list', tabId: 3101, access: 'public' }));
    expect(scope.getState(appa.form.$meta)?.title).toBe('CMTPL calculator');
    expect(scope.getState(appa.form.$values)).toMatchObject({ BM: '10', PERIOD: '1', CARTYPE: '1', CARPOWER_M: '1', REGION: 'YR' });

    await allSettled(appa.form.fieldChanged, { scope, params: { name: 'BM', value: '3' } });
    // What "Buy this policy" carries: each tab's payload as the form would send it now.
    expect(scope.getState($payloads).appa).toMatchObject({ BM: '3', REGION: 'YR' });
    await allSettled(CalculatorsGate.open, { scope, params: { tab: 'travel' } });
    expect(scope.getState($tab)).toBe('travel');
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ tabId: 3104 }));
    expect(scope.getState(calculatorFor('travel').form.$visibleNames)).toContain('END_DATE');

    // Back to CMTPL: not loaded again, the value typed there is still there.
    await allSettled(CalculatorsGate.open, { scope, params: { tab: 'appa' } });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState(appa.form.$values).BM).toBe('3');

    // Leaving the page forgets the forms.
    await allSettled(CalculatorsGate.close, { scope, params: { tab: 'appa' } });
    expect(scope.getState(appa.form.$descriptors)).toEqual([]);
  });

  it('calculating: pending, then premium, amount and text; any input change clears the result', async () => {
    const { scope } = await openAppa();
    const running = allSettled(appa.form.submitted, { scope });
    await Promise.resolve();
    expect(outcome(scope)).toEqual({ status: 'pending' });
    await running;
    const done = outcome(scope);
    expect(done.status).toBe('done');
    expect((done as { result: CalcResult }).result).toMatchObject({ premium: 32_000, amount: 5_000_000 });
    expect((done as { result: CalcResult }).result.amount_text).toContain('CMTPL contract for 12 months');

    await allSettled(appa.form.fieldChanged, { scope, params: { name: 'REGION', value: 'SU' } });
    expect(outcome(scope)).toEqual({ status: 'idle' });
    await allSettled(appa.form.submitted, { scope });
    expect((outcome(scope) as { result: CalcResult }).result.premium).toBe(25_600);
  });

  it('sends the values minus nulls, and nothing of the fields hidden by a rule', async () => {
    const send = vi.fn(async () => ({ result: { premium: 1, amount: 2, amount_text: 'ok' } }));
    const { scope } = await openAppa([[calculatePremiumFx, send]]);
    await allSettled(appa.form.submitted, { scope });
    expect(send).toHaveBeenCalledWith({
      path: '/product/appa/calc',
      payload: { PERSONTYPE: '1', INSTYPE: '1', CARTYPE: '1', CARPOWER_M: '1', CARUSETYPE: '1', REGION: 'YR', BM: '10', PERIOD: '1' },
    });
    // A bus: the seats are asked (and empty), the engine power is no longer sent.
    await allSettled(appa.form.fieldChanged, { scope, params: { name: 'CARTYPE', value: '2' } });
    expect(scope.getState(appa.form.$visibleNames)).toContain('CARSEATS');
    expect(scope.getState(appa.form.$visibleNames)).not.toContain('CARPOWER_M');
  });

  it('the result is dropped when the language changes (its text is in the old language)', async () => {
    const { scope } = await openAppa();
    await allSettled(appa.form.submitted, { scope });
    expect(outcome(scope).status).toBe('done');
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(outcome(scope)).toEqual({ status: 'idle' });
  });

  it('a 400 warning_d: invalid, and the messages stand under the named fields', async () => {
    const { scope } = await openAppa();
    forceEndpoint('/product/appa/calc', '400-warning_d', 1);
    await allSettled(appa.form.submitted, { scope });
    expect(outcome(scope).status).toBe('invalid');
    const errors = scope.getState(appa.form.$errors);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['BM', 'REGION']));
    expect(scope.getState(appa.form.$fields).BM?.error).toBeTruthy();
  });

  it('a server error: failed; trying again calculates', async () => {
    const { scope } = await openAppa();
    // A read: the transport tries three times (shared/api/policy.ts) before the failure is the page's.
    forceEndpoint('/product/appa/calc', '500', 3);
    await allSettled(appa.form.submitted, { scope });
    expect(outcome(scope)).toEqual({ status: 'failed', messages: [], reason: 'server' });
    await allSettled(appa.form.submitted, { scope });
    expect(outcome(scope).status).toBe('done');
  });

  it('an answer to values that changed meanwhile is dropped', async () => {
    let release: (value: { result: CalcResult }) => void = () => undefined;
    const { scope } = await openAppa([[calculatePremiumFx, () => new Promise((resolve) => (release = resolve))]]);
    const running = allSettled(appa.form.submitted, { scope });
    await Promise.resolve();
    expect(outcome(scope).status).toBe('pending');
    // allSettled also waits for the running call: change a value, then let the old answer arrive.
    const changed = allSettled(appa.form.fieldChanged, { scope, params: { name: 'BM', value: '1' } });
    release({ result: { premium: 32_000, amount: 5_000_000, amount_text: 'stale' } });
    await Promise.all([running, changed]);
    expect(outcome(scope)).toEqual({ status: 'idle' });
  });
});
