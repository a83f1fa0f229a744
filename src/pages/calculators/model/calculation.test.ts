import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, calculatePremiumFx } from '@/shared/api';
import { createCalculation } from './calculation';

const RESULT = { result: { premium: 32_000, amount: 5_000_000, amount_text: 'CMTPL contract for 12 months.' } };

function setup() {
  const $payload = createStore<Record<string, unknown>>({ BM: '10' });
  const payloadChanged = createEvent<Record<string, unknown>>();
  $payload.on(payloadChanged, (_, next) => next);
  const submitted = createEvent();
  const calc = createCalculation({ calcPath: '/product/appa/calc', $payload, submitted, clearedBy: [payloadChanged] });
  return { ...calc, submitted, payloadChanged, $payload };
}

describe('a calculation', () => {
  it('posts the payload to the product path: pending, then the result', async () => {
    const model = setup();
    let release: (value: typeof RESULT) => void = () => undefined;
    const handler = vi.fn(() => new Promise<typeof RESULT>((resolve) => (release = resolve)));
    // The API call itself is replaced: what reaches it is what goes on the wire.
    const scope = fork({ handlers: [[calculatePremiumFx, handler]] });
    const running = allSettled(model.submitted, { scope });
    await Promise.resolve();
    expect(scope.getState(model.$outcome)).toEqual({ status: 'pending' });
    expect(scope.getState(model.$pending)).toBe(true);
    release(RESULT);
    await running;
    expect(handler).toHaveBeenCalledWith({ path: '/product/appa/calc', payload: { BM: '10' } });
    expect(scope.getState(model.$outcome)).toEqual({ status: 'done', result: RESULT.result });
  });

  it('any input change clears the result', async () => {
    const model = setup();
    const scope = fork({ handlers: [[model.calculateFx, async () => RESULT]] });
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$outcome).status).toBe('done');
    await allSettled(model.payloadChanged, { scope, params: { BM: '11' } });
    expect(scope.getState(model.$outcome)).toEqual({ status: 'idle' });
  });

  it('an answer to values that changed meanwhile is dropped', async () => {
    const model = setup();
    let release: (value: typeof RESULT) => void = () => undefined;
    const scope = fork({ handlers: [[model.calculateFx, () => new Promise<typeof RESULT>((resolve) => (release = resolve))]] });
    const running = allSettled(model.submitted, { scope });
    await Promise.resolve();
    // allSettled waits for the pending call too: change the values, then let the old answer arrive.
    const changed = allSettled(model.payloadChanged, { scope, params: { BM: '1' } });
    release(RESULT);
    await Promise.all([running, changed]);
    expect(scope.getState(model.$outcome)).toEqual({ status: 'idle' });
  });

  it('warning_d: invalid, and the field messages go to the form', async () => {
    const model = setup();
    const warnings = { BM: ['Choose a value from the list'] };
    const received = vi.fn();
    const scope = fork({
      handlers: [
        [
          model.calculateFx,
          async () => {
            throw new ApiError({ kind: 'warning', status: 400, messages: ['Choose a value from the list'], fieldWarnings: warnings });
          },
        ],
      ],
    });
    const spy = createStore<unknown>(null).on(model.fieldWarningsReceived, (_, value) => value);
    await allSettled(model.submitted, { scope });
    received(scope.getState(spy));
    expect(scope.getState(model.$outcome)).toEqual({ status: 'invalid', messages: ['Choose a value from the list'] });
    expect(received).toHaveBeenCalledWith(warnings);
  });

  it('a server error or a network failure: failed, and "try again" repeats the call', async () => {
    const model = setup();
    const handler = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'server-error', status: 500, messages: ['Internal server error'] }))
      .mockResolvedValueOnce(RESULT);
    const scope = fork({ handlers: [[model.calculateFx, handler]] });
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$outcome)).toEqual({ status: 'failed', messages: [] });
    await allSettled(model.retried, { scope });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState(model.$outcome).status).toBe('done');
  });

  it('a 400 without field warnings shows its messages; a cancelled call shows nothing', async () => {
    const model = setup();
    const handler = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'warning', status: 400, messages: ['Tariffs are being updated'] }))
      .mockRejectedValueOnce(new ApiError({ kind: 'cancelled' }));
    const scope = fork({ handlers: [[model.calculateFx, handler]] });
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$outcome)).toEqual({ status: 'failed', messages: ['Tariffs are being updated'] });
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$outcome)).toEqual({ status: 'idle' });
  });
});
