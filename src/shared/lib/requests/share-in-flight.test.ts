import { describe, expect, it, vi } from 'vitest';
import { shareInFlight } from './share-in-flight';

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('shareInFlight', () => {
  it('makes the first call at once and gives a second identical call, while the first is pending, the same answer', async () => {
    const answer = deferred<string>();
    const fn = vi.fn((_: string) => answer.promise);
    const shared = shareInFlight(fn, (value) => value);
    const first = shared('a');
    expect(fn).toHaveBeenCalledTimes(1);
    const second = shared('a');
    expect(fn).toHaveBeenCalledTimes(1);
    answer.resolve('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
  });

  it('keeps different keys apart, and calls again once the first has settled (also after a failure)', async () => {
    const fn = vi.fn(async (value: string) => {
      if (value === 'bad') throw new Error('bad');
      return value;
    });
    const shared = shareInFlight(fn, (value) => value);
    expect(await Promise.all([shared('a'), shared('b')])).toEqual(['a', 'b']);
    expect(fn).toHaveBeenCalledTimes(2);
    await shared('a');
    expect(fn).toHaveBeenCalledTimes(3);
    await expect(Promise.all([shared('bad'), shared('bad')])).rejects.toThrow('bad');
    expect(fn).toHaveBeenCalledTimes(4);
    await expect(shared('bad')).rejects.toThrow('bad');
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('a null key never shares', async () => {
    const fn = vi.fn(async () => 1);
    const shared = shareInFlight(fn, () => null);
    await Promise.all([shared(), shared()]);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  describe('a call made ahead', () => {
    const setup = () => {
      let clock = 1000;
      const fn = vi.fn(async (value: string, _ahead = false) => {
        if (value === 'bad') throw new Error('bad');
        return `${value}@${clock}`;
      });
      const shared = shareInFlight(fn, (value: string, _ahead?: boolean) => value, (_value: string, ahead = false) => (ahead ? 100 : 0), () => clock);
      return { fn, shared, tick: (ms: number) => (clock += ms) };
    };

    it('answers the next identical call within its time, once; a later one goes out again', async () => {
      const { fn, shared, tick } = setup();
      expect(await shared('form', true)).toBe('form@1000');
      tick(50);
      expect(await shared('form')).toBe('form@1000');
      expect(fn).toHaveBeenCalledTimes(1);
      expect(await shared('form')).toBe('form@1050');
      expect(fn).toHaveBeenCalledTimes(2);
    });

    it('is not used after its time, nor when it failed, nor for another key; forget() drops it', async () => {
      const { fn, shared, tick } = setup();
      await shared('form', true);
      tick(101);
      expect(await shared('form')).toBe('form@1101');
      await expect(shared('bad', true)).rejects.toThrow('bad');
      await expect(shared('bad')).rejects.toThrow('bad');
      expect(fn).toHaveBeenCalledTimes(4);
      await shared('form', true);
      expect(await shared('other')).toBe('other@1101');
      shared.forget();
      await shared('form');
      expect(fn).toHaveBeenCalledTimes(7);
    });

    it('a call that joins it while it is still out uses it up: the next one goes out', async () => {
      const { fn, shared } = setup();
      const ahead = shared('form', true);
      const joined = shared('form');
      expect(await joined).toBe(await ahead);
      await Promise.resolve();
      await shared('form');
      expect(fn).toHaveBeenCalledTimes(2);
    });

    it('another call made ahead takes the kept answer without using it up', async () => {
      const { fn, shared } = setup();
      await shared('form', true);
      await shared('form', true);
      await shared('form');
      expect(fn).toHaveBeenCalledTimes(1);
    });
  });
});
