import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/shared/api';
import { anna } from '@/shared/test/customer';
import { INITIAL_VALUES } from '@/shared/claims';

/**
 * Issue 22 item 1 for the compensation draft (the uploaded files' ids included): stored with its owner, read back only
 * by that customer when the modals mount. Fresh modules over storage as a reload leaves it (`vi.resetModules`).
 */
const david: Customer = { ...anna, CUSTOMER: '1002', UID: '2345678901', EMAIL: 'david.petrosyan@example.am' };
const PHOTO = { key: 'PHOTOS-1', name: 'car.jpg', size: 200_000, type: 'image/jpeg', status: 'done', id: 'u1', file: '/files/u1', message: null };
const annaDraft = {
  audience: 'customer',
  step: 'form',
  search: { PLATE: '35OO123', EVENT_DATE: '20/11/2026' },
  object: { OBJECT_ID: 'cmtpl-35OO123', CONTRACT_NUMBER: 'SV-APPA-2025-000123', PLATE: '35OO123', MAKE: 'Toyota', MODEL: 'Camry', FROMDATE: '2025-12-16', TODATE: '2026-12-15' },
  values: { ...INITIAL_VALUES, FIRST_NAME: 'Anna', LAST_NAME: 'Hakobyan', PASSPORT: 'AN1234567', BANK_ACCOUNT: '2470012345678901' },
  files: { PHOTOS: [PHOTO], AGREEMENT_FILES: [], DRIVER_DOCUMENTS: [], PROCEEDINGS_FILES: [] },
};

async function loadApp() {
  vi.resetModules();
  const session = await import('@/entities/session');
  const compensation = await import('./compensation');
  const lib = await import('@/shared/lib');
  const routing = await import('@/shared/routing');
  const api = await import('@/shared/api');
  const scope = fork({ handlers: [[routing.navigateFx, vi.fn()]] });
  expect(scope.getState(compensation.$draft)).toBeNull();
  await allSettled(lib.appStarted, { scope });
  const held = () => JSON.stringify([scope.getState(compensation.$draft), scope.getState(compensation.$values), scope.getState(compensation.$files), scope.getState(compensation.$search)]);
  const mount = () => allSettled(compensation.CompensationGate.open, { scope, params: {} });
  const unmount = () => allSettled(compensation.CompensationGate.close, { scope, params: {} });
  const signIn = (user: Customer) => allSettled(session.signedIn, { scope, params: { token: `tok-${user.CUSTOMER}`, user } });
  return { scope, session, compensation, api, held, mount, unmount, signIn };
}

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify(anna));
  localStorage.setItem('token', JSON.stringify('tok-anna'));
  sessionStorage.setItem('compensationDraft', JSON.stringify({ owner: '1001', value: annaDraft }));
});

describe('the compensation draft is its customer’s only', () => {
  it('comes back for Anna when the modals mount (not when the module loads)', async () => {
    const app = await loadApp();
    expect(app.scope.getState(app.compensation.$step)).toBe('closed');
    await app.mount();
    expect(app.scope.getState(app.compensation.$step)).toBe('form');
    expect(app.scope.getState(app.compensation.$values).PASSPORT).toBe('AN1234567');
    // The upload list gives a restored file a key of its own.
    const { key: _key, ...photo } = PHOTO;
    expect(app.scope.getState(app.compensation.$files).PHOTOS).toEqual([expect.objectContaining(photo)]);
  });

  it('Anna signs out, David signs in: no step, values or file ids of hers', async () => {
    const app = await loadApp();
    await app.mount();
    await app.unmount();
    await allSettled(app.session.signedOut, { scope: app.scope });
    expect(app.held()).not.toMatch(/AN1234567|u1|35OO123/);
    await app.signIn(david);
    await app.mount();
    expect(app.scope.getState(app.compensation.$step)).toBe('closed');
    expect(app.held()).not.toMatch(/AN1234567|u1|35OO123/);
    expect(sessionStorage.getItem('compensationDraft')).toBeNull();
  });

  it('a 401 keeps it for Anna; David signing in after the 401 gets none of it', async () => {
    const app = await loadApp();
    await app.mount();
    await allSettled(app.api.sessionRejected, { scope: app.scope });
    await app.unmount();
    expect(JSON.parse(sessionStorage.getItem('compensationDraft') ?? 'null')).toMatchObject({ owner: '1001' });

    // Nobody signed in: the public page's modals do not open Anna's application.
    await app.mount();
    expect(app.scope.getState(app.compensation.$step)).toBe('closed');
    expect(app.held()).not.toMatch(/AN1234567/);
    await app.unmount();

    await app.signIn(david);
    await app.mount();
    expect(app.scope.getState(app.compensation.$step)).toBe('closed');
    expect(app.held()).not.toMatch(/AN1234567|u1|35OO123/);
    expect(sessionStorage.getItem('compensationDraft')).toBeNull();
  });

  it('a 401, then Anna again: the modal is where she left it', async () => {
    const app = await loadApp();
    await app.mount();
    await allSettled(app.api.sessionRejected, { scope: app.scope });
    await app.unmount();
    await app.signIn(anna);
    await app.mount();
    expect(app.scope.getState(app.compensation.$step)).toBe('form');
    expect(app.scope.getState(app.compensation.$values).BANK_ACCOUNT).toBe('2470012345678901');
  });

  it('a reload keeps the application id (CLIENT_ID): a Send after it files the same application, not a second', async () => {
    const first = await loadApp();
    await first.mount();
    const id = first.scope.getState(first.compensation.$draft)?.id;
    expect(id).toMatch(/^claim-./);
    const reloaded = await loadApp();
    await reloaded.mount();
    expect(reloaded.scope.getState(reloaded.compensation.$draft)?.id).toBe(id);
  });
});
