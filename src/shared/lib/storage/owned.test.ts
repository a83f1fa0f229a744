import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { persistOwned, readOwned, readOwnedEntry, writeOwned } from './owned';

const $owner = createStore<string | null>('1001');
const opened = createEvent();
const $draft = createStore<Record<string, string>>({});
const { dropped } = persistOwned({ store: $draft, key: 'test:draft', area: 'session', owner: $owner, pickup: opened });
const $dropped = createStore(0).on(dropped, (count) => count + 1);

const stored = () => JSON.parse(sessionStorage.getItem('test:draft') ?? 'null') as unknown;

describe('owner-keyed storage', () => {
  it('reads a value only for its owner; a broken or unowned entry reads as nothing', () => {
    writeOwned('local', 'test:x', '1001', { a: 1 });
    expect(readOwned('local', 'test:x', '1001')).toEqual({ a: 1 });
    expect(readOwned('local', 'test:x', '1002')).toBeNull();
    localStorage.setItem('test:x', '{"a":1}');
    expect(readOwnedEntry('local', 'test:x')).toBeNull();
    localStorage.setItem('test:x', '{broken');
    expect(readOwned('local', 'test:x', '1001')).toBeNull();
  });

  it('the store starts at its default and takes the stored value on pickup, for its owner only', async () => {
    writeOwned('session', 'test:draft', '1001', { PLATE: '35OO123' });
    const scope = fork();
    expect(scope.getState($draft)).toEqual({});
    await allSettled(opened, { scope });
    expect(scope.getState($draft)).toEqual({ PLATE: '35OO123' });

    const other = fork({ values: [[$owner, '1002'], [$draft, { PLATE: 'kept?' }]] });
    await allSettled(opened, { scope: other });
    expect(other.getState($draft)).toEqual({});
    expect(other.getState($dropped)).toBe(1);
  });

  it('a visitor\'s entry is picked up by the customer who signs in only where it is adopted on sign-in, even before the session has handed it over', async () => {
    const $adopted = createStore<Record<string, string>>({});
    const adoptedOpened = createEvent();
    persistOwned({ store: $adopted, key: 'test:adopted', area: 'session', owner: $owner, pickup: adoptedOpened, adoptedOnSignIn: true });
    writeOwned('session', 'test:adopted', '', { FROMDATE: '2026-12-02', DAYS: '7' });
    writeOwned('session', 'test:draft', '', { PLATE: 'visitor' });
    const scope = fork({ values: [[$draft, { PLATE: 'visitor' }]] });
    await allSettled(adoptedOpened, { scope });
    await allSettled(opened, { scope });
    expect(scope.getState($adopted)).toEqual({ FROMDATE: '2026-12-02', DAYS: '7' });
    // Not adopted: someone else's.
    expect(scope.getState($draft)).toEqual({});
    // Taken, it is written as the customer's.
    expect(JSON.parse(sessionStorage.getItem('test:adopted') ?? 'null')).toEqual({ owner: '1001', value: { FROMDATE: '2026-12-02', DAYS: '7' } });
    // A visitor reads a visitor's entry as theirs (owner ''), adopted or not.
    writeOwned('session', 'test:adopted', '', { FROMDATE: '2026-12-02', DAYS: '7' });
    const visitor = fork({ values: [[$owner, '']] });
    await allSettled(adoptedOpened, { scope: visitor });
    expect(visitor.getState($adopted)).toEqual({ FROMDATE: '2026-12-02', DAYS: '7' });
    // A signed-in customer's entry is never another customer's through adoption.
    writeOwned('session', 'test:adopted', '1002', { FROMDATE: 'other' });
    const anna = fork();
    await allSettled(adoptedOpened, { scope: anna });
    expect(anna.getState($adopted)).toEqual({});
  });

  it('nobody to read for (null, after a 401): the store goes back to its default and the entry waits untouched', async () => {
    writeOwned('session', 'test:draft', '1001', { PLATE: '35OO123' });
    const scope = fork({ values: [[$owner, null], [$draft, { PLATE: '35OO123' }]] });
    await allSettled(opened, { scope });
    expect(scope.getState($draft)).toEqual({});
    expect(stored()).toEqual({ owner: '1001', value: { PLATE: '35OO123' } });
  });

  it('nothing stored at all: the store keeps what it holds (storage may be disabled)', async () => {
    const scope = fork({ values: [[$draft, { PLATE: 'typed' }]] });
    await allSettled(opened, { scope });
    expect(scope.getState($draft)).toEqual({ PLATE: 'typed' });
  });

  it('writes every change with its owner, removes the entry at the default, and writes nothing without an owner', async () => {
    const scope = fork();
    await allSettled($draft, { scope, params: { PLATE: '35OO123' } });
    expect(stored()).toEqual({ owner: '1001', value: { PLATE: '35OO123' } });
    await allSettled($draft, { scope, params: $draft.defaultState });
    expect(stored()).toBeNull();

    const ended = fork({ values: [[$owner, null]] });
    await allSettled($draft, { scope: ended, params: { PLATE: 'late answer' } });
    expect(stored()).toBeNull();
  });
});
