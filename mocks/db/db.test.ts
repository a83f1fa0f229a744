import { describe, expect, it, vi } from 'vitest';
import { db, resetDb, sendToOutbox } from './index';
import { DEMO_PASSWORD, GENERATED_CUSTOMERS, seedDb } from './seed';

const ARMENIAN = /^[\u0531-\u0587]+ [\u0531-\u0587]+$/;
const CYRILLIC = /^[А-ЯЁа-яё]+ [А-ЯЁа-яё]+$/;
const LATIN = /^[A-Z][a-z]+ [A-Z][a-z]+$/;

describe('seed', () => {
  it('is deterministic: two resets give equal databases', () => {
    resetDb();
    const first = structuredClone(db.read());
    db.update((state) => {
      state.customers.pop();
    });
    resetDb();
    expect(db.read()).toEqual(first);
    expect(seedDb()).toEqual(seedDb());
  });

  it('holds the two demo customers and the generated ones', () => {
    const { customers } = db.read();
    expect(customers).toHaveLength(2 + GENERATED_CUSTOMERS);
    expect(customers.slice(0, 2).map(({ profile, password }) => [profile.UID, profile.EMAIL, password, profile.lang])).toEqual([
      ['1234567890', 'anna.hakobyan@example.am', DEMO_PASSWORD, 'am'],
      ['2345678901', 'david.petrosyan@example.am', DEMO_PASSWORD, 'en'],
    ]);
  });

  it('every customer is plausible: names in three scripts, unique 10-digit IDs and e-mails, Armenian phones', () => {
    const profiles = db.read().customers.map((customer) => customer.profile);
    for (const profile of profiles) {
      expect(profile.fullname_hy).toMatch(ARMENIAN);
      expect(profile.fullname_ru).toMatch(CYRILLIC);
      expect(profile.fullname_en).toMatch(LATIN);
      expect(profile.UID).toMatch(/^[1-9]\d{9}$/);
      expect(profile.PHONE).toMatch(/^\+374(41|43|44|55|77|91|93|94|95|96|98|99)\d{6}$/);
      expect(profile.EMAIL).toMatch(/^[a-z.0-9]+@example\.(am|com|net)$/);
      expect(['am', 'en', 'ru']).toContain(profile.lang);
    }
    expect(new Set(profiles.map((profile) => profile.UID)).size).toBe(profiles.length);
    expect(new Set(profiles.map((profile) => profile.EMAIL)).size).toBe(profiles.length);
    expect(new Set(profiles.map((profile) => profile.CUSTOMER)).size).toBe(profiles.length);
  });

  it('does not depend on the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-05-05T00:00:00Z'));
      const later = seedDb();
      vi.useRealTimers();
      expect(later).toEqual(seedDb());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('store', () => {
  it('the outbox keeps what was sent; reset empties it', () => {
    sendToOutbox({ channel: 'sms', to: '+37491234567', subject: 'Code', body: 'Your code is 123456', code: '123456' });
    expect(db.read().outbox).toMatchObject([{ channel: 'sms', code: '123456' }]);
    resetDb();
    expect(db.read().outbox).toEqual([]);
  });

  it('listeners hear every change', () => {
    const listener = vi.fn();
    const stop = db.subscribe(listener);
    db.update(() => undefined);
    resetDb();
    stop();
    db.update(() => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('with local storage attached: saves every change under sim:db and reads it back (reloads, other tabs)', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    fresh.attachDbStorage(localStorage);
    const stored = () => JSON.parse(localStorage.getItem(fresh.DB_STORAGE_KEY) ?? 'null') as { subscriptions: unknown[] } | null;
    expect(stored()?.subscriptions).toEqual([]);

    fresh.db.update((state) => {
      state.subscriptions.push({ email: 'a@example.am', lang: 'am', at: '2026-11-22T10:00:00.000Z' });
    });
    expect(stored()?.subscriptions).toHaveLength(1);

    // Another tab (or a reload) wrote the db: the next read sees it.
    const other = { ...stored(), subscriptions: [] };
    localStorage.setItem(fresh.DB_STORAGE_KEY, JSON.stringify(other));
    expect(fresh.db.read().subscriptions).toEqual([]);

    // A broken or outdated copy is replaced by a fresh seed.
    localStorage.setItem(fresh.DB_STORAGE_KEY, '{"version":0}');
    expect(fresh.db.read().customers).toHaveLength(2 + GENERATED_CUSTOMERS);
    expect(stored()).not.toBeNull();
  });
});
