import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedDebounce } from './keyed-debounce';

describe('keyedDebounce (the debounce of typed requests)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collapses calls with the same key into one and gives every caller the answer', async () => {
    const fn = vi.fn(async (value: string) => `answer:${value}`);
    const debounced = keyedDebounce(fn, (value) => value, 300);
    const calls = [debounced('a'), debounced('a'), debounced('a')];
    await vi.advanceTimersByTimeAsync(299);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(calls)).toEqual(['answer:a', 'answer:a', 'answer:a']);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keeps different keys apart', async () => {
    const fn = vi.fn(async (value: string) => value);
    const debounced = keyedDebounce(fn, (value) => value, 300);
    const both = Promise.all([debounced('a'), debounced('b')]);
    await vi.advanceTimersByTimeAsync(300);
    expect(await both).toEqual(['a', 'b']);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('calls again once the window has passed', async () => {
    const fn = vi.fn(async () => 1);
    const debounced = keyedDebounce(fn, () => 'k', 300);
    const first = debounced();
    await vi.advanceTimersByTimeAsync(300);
    await first;
    const second = debounced();
    await vi.advanceTimersByTimeAsync(300);
    await second;
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('takes the wait from the call', async () => {
    const fn = vi.fn(async (value: number) => value);
    const debounced = keyedDebounce(fn, () => 'k', (value) => value);
    const answer = debounced(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe(100);
    expect(await debounced(0)).toBe(0); // no wait: called at once
  });
});
