import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer, FieldDescriptorInput } from '@/shared/api';
import type { LoadRequest } from '@/shared/form-engine';
import { anna } from '@/shared/test/customer';
import { noReadAhead } from '../testing';

/**
 * Issue 22 item 1, the bug as a new user met it: Anna's plate and passport shown to David on the same tab. Every test
 * starts from storage as the browser holds it after a reload and imports the models afresh (`vi.resetModules`), so a
 * store that took its value from storage when its module was imported (the bug) would show here.
 */
const david: Customer = { ...anna, CUSTOMER: '1002', UID: '2345678901', EMAIL: 'david.petrosyan@example.am', fullname_en: 'David Petrosyan' };
const ANNA_DRAFTS = { 4301: { PLATE: '35OO123', DOCUMENT: 'AN1234567' } };
const annaContract = { product: 'appa', customer: '1001', data: { ID: 'C1', SGUID: 'S1', PASSPORT: 'AN1234567' } };

const FORMS: Record<string, FieldDescriptorInput[]> = {
  4301: [
    { ID: 1, TEXT: 'PLATE', FIELD_NAME: 'PLATE', TYPE: 'str', required: 1, GRANTED: 1 },
    { ID: 2, TEXT: 'DOCUMENT', FIELD_NAME: 'DOCUMENT', TYPE: 'str', required: 1, GRANTED: 1 },
  ],
};
const loadForm = (request: LoadRequest) => ({
  key: request.key,
  list: FORMS[String(request.kind === 'interface-form' ? request.id : '')] ?? [],
  values: null,
  meta: { title: 'Form', description: null, keywords: null },
});

/** The browser after Anna reached step 2 and reloaded: her session in local storage, her purchase in session storage. */
function annaReloaded() {
  localStorage.setItem('user', JSON.stringify(anna));
  localStorage.setItem('token', JSON.stringify('tok-anna'));
  sessionStorage.setItem('purchaseDrafts', JSON.stringify({ owner: '1001', value: ANNA_DRAFTS }));
  sessionStorage.setItem('paramsData', JSON.stringify({ owner: '1001', value: annaContract }));
}

/** The app as a page load gives it: fresh modules, one scope, the start-up pickup. */
async function loadApp() {
  vi.resetModules();
  const session = await import('@/entities/session');
  const contract = await import('@/entities/contract');
  const wizard = await import('./wizard');
  const lib = await import('@/shared/lib');
  const routing = await import('@/shared/routing');
  const api = await import('@/shared/api');
  const scope = fork({ handlers: [[wizard.stepForm.loadFx, loadForm], noReadAhead, [routing.navigateFx, vi.fn()]] });
  const app = { scope, session, contract, wizard, api };
  // Imported, not yet started: nothing of the stored purchase is in the stores.
  expect(scope.getState(wizard.$drafts)).toEqual({});
  expect(scope.getState(contract.$contract)).toBeNull();
  await allSettled(lib.appStarted, { scope });
  return app;
}
type App = Awaited<ReturnType<typeof loadApp>>;

async function openWizard({ scope, wizard }: App) {
  await allSettled(wizard.WizardGate.open, { scope, params: { product: 'appa', tab: 'search-car' } });
}
async function signIn({ scope, session }: App, user: Customer) {
  await allSettled(session.signedIn, { scope, params: { token: `tok-${user.CUSTOMER}`, user } });
}
const stepValues = ({ scope, wizard }: App) => scope.getState(wizard.stepForm.$values) as Record<string, unknown>;
/** Nothing of Anna's purchase in the wizard's stores and its form (an opened step drafts its empty values). */
function expectNothingOfAnna({ scope, wizard, contract }: App) {
  const held = JSON.stringify([scope.getState(wizard.$drafts), scope.getState(contract.$contract), scope.getState(wizard.stepForm.$values)]);
  expect(held).not.toMatch(/35OO123|AN1234567|C1/);
  expect(scope.getState(contract.$contract)).toBeNull();
}

beforeEach(annaReloaded);

describe('the purchase of one customer is nobody else’s (drafts and paramsData)', () => {
  it('Anna gets her purchase back when the wizard opens, not before', async () => {
    const app = await loadApp();
    expect(app.scope.getState(app.wizard.$drafts)).toEqual({});
    await openWizard(app);
    expect(app.scope.getState(app.wizard.$drafts)).toEqual(ANNA_DRAFTS);
    expect(app.scope.getState(app.contract.$contract)).toEqual(annaContract);
    expect(stepValues(app)).toMatchObject({ PLATE: '35OO123', DOCUMENT: 'AN1234567' });
  });

  it('Anna signs out, David signs in on the same tab: the wizard is empty and nothing of hers is stored', async () => {
    const app = await loadApp();
    await openWizard(app);
    await allSettled(app.wizard.WizardGate.close, { scope: app.scope, params: { product: 'appa', tab: 'search-car' } });
    await allSettled(app.session.signedOut, { scope: app.scope });
    expect(app.scope.getState(app.wizard.$drafts)).toEqual({});
    expect(app.scope.getState(app.contract.$contract)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('user')).toBeNull();

    await signIn(app, david);
    await openWizard(app);
    expectNothingOfAnna(app);
    expect(stepValues(app).PLATE ?? '').toBe('');
    expect(stepValues(app).DOCUMENT ?? '').toBe('');
  });

  it('a 401 keeps Anna’s purchase for Anna: she signs in again and goes on', async () => {
    const app = await loadApp();
    await openWizard(app);
    await allSettled(app.wizard.WizardGate.close, { scope: app.scope, params: { product: 'appa', tab: 'search-car' } });
    await allSettled(app.api.sessionRejected, { scope: app.scope });
    expect(JSON.parse(sessionStorage.getItem('purchaseDrafts') ?? 'null')).toEqual({ owner: '1001', value: ANNA_DRAFTS });

    await signIn(app, anna);
    await openWizard(app);
    expect(app.scope.getState(app.wizard.$drafts)).toEqual(ANNA_DRAFTS);
    expect(app.scope.getState(app.contract.$contract)).toEqual(annaContract);
  });

  it('a 401, then David signs in: he gets none of it, in the stores or in storage', async () => {
    const app = await loadApp();
    await openWizard(app);
    await allSettled(app.wizard.WizardGate.close, { scope: app.scope, params: { product: 'appa', tab: 'search-car' } });
    await allSettled(app.api.sessionRejected, { scope: app.scope });
    await signIn(app, david);
    expect(app.scope.getState(app.wizard.$drafts)).toEqual({});
    expect(app.scope.getState(app.contract.$contract)).toBeNull();
    expect(sessionStorage.getItem('purchaseDrafts')).toBeNull();
    expect(sessionStorage.getItem('paramsData')).toBeNull();
    await openWizard(app);
    expectNothingOfAnna(app);
  });

  it('a reload after the 401, then David: the stored purchase is Anna’s and is removed, not shown', async () => {
    localStorage.clear();
    const app = await loadApp();
    await signIn(app, david);
    expect(sessionStorage.getItem('purchaseDrafts')).toBeNull();
    expect(sessionStorage.getItem('paramsData')).toBeNull();
    await openWizard(app);
    expectNothingOfAnna(app);
  });

  it('nobody signed in after the 401 opens nothing of Anna’s (the stores go back to empty on the next opening)', async () => {
    const app = await loadApp();
    await openWizard(app);
    await allSettled(app.api.sessionRejected, { scope: app.scope });
    await allSettled(app.wizard.WizardGate.close, { scope: app.scope, params: { product: 'appa', tab: 'search-car' } });
    await openWizard(app);
    expectNothingOfAnna(app);
    // …and what is stored still waits for Anna.
    expect(JSON.parse(sessionStorage.getItem('purchaseDrafts') ?? 'null')).toMatchObject({ owner: '1001' });
  });

  it('a drafts entry in the old format (no owner) is never shown', async () => {
    sessionStorage.setItem('purchaseDrafts', JSON.stringify(ANNA_DRAFTS));
    sessionStorage.removeItem('paramsData');
    const app = await loadApp();
    await openWizard(app);
    expectNothingOfAnna(app);
  });

  it('a visitor’s “Buy this policy” values wait for the sign-in and become the customer’s', async () => {
    sessionStorage.clear();
    localStorage.clear();
    const app = await loadApp();
    await allSettled(app.wizard.purchaseStarted, { scope: app.scope, params: { product: 'travel', drafts: { 4423: { DAYS: 7 } } } });
    expect(JSON.parse(sessionStorage.getItem('purchaseDrafts') ?? 'null')).toEqual({ owner: '', value: { 4423: { DAYS: 7 } } });
    await signIn(app, david);
    expect(JSON.parse(sessionStorage.getItem('purchaseDrafts') ?? 'null')).toEqual({ owner: '1002', value: { 4423: { DAYS: 7 } } });
    await allSettled(app.wizard.WizardGate.open, { scope: app.scope, params: { product: 'travel', tab: 'search-travel-person' } });
    expect(app.scope.getState(app.wizard.$drafts)).toEqual({ 4423: { DAYS: 7 } });
  });
});

