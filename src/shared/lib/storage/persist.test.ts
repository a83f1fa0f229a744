import { allSettled, createEvent, createStore, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { persistStore } from './persist';

const pickup = createEvent();
const $value = createStore<{ n: number } | null>(null);
persistStore({ store: $value, key: 'test:value', area: 'local', pickup });
const $draft = createStore<string[]>([]);
persistStore({ store: $draft, key: 'test:draft', area: 'session', pickup });
const $other = createStore('none');
persistStore({ store: $other, key: 'test:other', area: 'local', pickup });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('persistStore', () => {
  it('reads the stored JSON on pickup, in the scope that picks it up', async () => {
    localStorage.setItem('test:value', '{"n":7}');
    sessionStorage.setItem('test:draft', '["a"]');
    const scope = fork();
    expect(scope.getState($value)).toBeNull();
    await allSettled(pickup, { scope });
    expect(scope.getState($value)).toEqual({ n: 7 });
    expect(scope.getState($draft)).toEqual(['a']);
  });

  it('writes every update as JSON, and removes the key for null', async () => {
    const scope = fork();
    await allSettled($value, { scope, params: { n: 1 } });
    expect(localStorage.getItem('test:value')).toBe('{"n":1}');
    await allSettled($value, { scope, params: null });
    expect(localStorage.getItem('test:value')).toBeNull();
  });

  it('a broken stored value reads as the default', async () => {
    localStorage.setItem('test:value', '{broken');
    const scope = fork({ values: [[$value, { n: 3 }]] });
    await allSettled(pickup, { scope });
    expect(scope.getState($value)).toBeNull();
  });

  it('follows another tab that changes local storage', async () => {
    const scope = fork();
    await allSettled(pickup, { scope });
    localStorage.setItem('test:value', '{"n":9}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:value' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($value)).toEqual({ n: 9 });
  });

  it("each store takes its own key's value only (the reads and writes are shared by all)", async () => {
    localStorage.setItem('test:value', '{"n":7}');
    const scope = fork();
    await allSettled(pickup, { scope });
    expect(scope.getState($value)).toEqual({ n: 7 });
    expect(scope.getState($other)).toBe('none');
    localStorage.setItem('test:other', '"x"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:other' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($other)).toBe('x');
    expect(scope.getState($value)).toEqual({ n: 7 });
    await allSettled($other, { scope, params: 'y' });
    expect(localStorage.getItem('test:other')).toBe('"y"');
    expect(localStorage.getItem('test:value')).toBe('{"n":7}');
  });
});
