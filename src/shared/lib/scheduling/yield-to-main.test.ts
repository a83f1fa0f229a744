import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's scheduler.yield where there is one, called on the scheduler", async () => {
    const scheduler = {
      yield: vi.fn(function (this: unknown) {
        expect(this).toBe(scheduler);
        return Promise.resolve();
      }),
    };
    vi.stubGlobal('scheduler', scheduler);
    await yieldToMain();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it('otherwise goes on in a new task: after every microtask already queued and after the ones they queue', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('its follow-up'));
    await yielded;
    expect(order).toEqual(['microtask', 'its follow-up', 'after the yield']);
  });
});
