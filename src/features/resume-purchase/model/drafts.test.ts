import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $contract, type StoredContract } from '@/entities/contract';
import { $user } from '@/entities/session';
import { ApiError, discardPurchaseDraftFx, fetchPurchaseDraftsFx, type PurchaseDraft } from '@/shared/api';
import { PURCHASE_DRAFT_DAYS } from '@/shared/config';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { anna } from '@/shared/test/customer';
import { navigations } from '@/shared/test/navigations';
import {
  $discardFailed,
  $discarding,
  $drafts,
  $loadFailed,
  $shownDrafts,
  continuePressed,
  discardCancelled,
  discardConfirmed,
  discardPressed,
  draftsWarmDropped,
  draftsWarmed,
  retried,
  UnfinishedPurchasesGate,
} from './drafts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const VEHICLE = { PLATE: '35OO123', DOCUMENT: 'AN1234567', MAKE: 'Toyota', MODEL: 'Camry', VIN: 'V', POWER_HP: 150, BM_CLASS: 3, USE: 'Personal use', NEXT_START: '01/12/2026', FROM: '01/12/2026', TO: '30/11/2027', GROUP: null };

function draft(patch: Partial<PurchaseDraft> = {}): PurchaseDraft {
  const ID = patch.ID ?? '70001';
  return {
    ID,
    PRODUCT: 'appa',
    PRODUCT_NAME: 'CMTPL',
    OBJECT: '35OO123',
    PREMIUMSPAY: 34560,
    UPDATED_AT: daysAgo(1),
    NEXT_FORM: 4302,
    CONTRACT: { ID, SGUID: `S${ID}`, ORDER_ID: `${ID}AB`, IS_FREE: false, category: 'appa', status: 'draft', BROKER: null, PASSPORT: 'AN1234567', PASSPORT_HOLDER: null, CUSTOMER_IS_OWNER: null, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: 'Anna Hakobyan', PREMIUMSPAY: 34560, PREMIUMSPAY_DISCOUNT: null, CONTRACT_NUMBER: null, FROMDATE: null, TODATE: null },
    STEPS: { 4301: { PLATE: '35OO123', DOCUMENT: 'AN1234567', CONSENT: 1 } },
    VEHICLE,
    ...patch,
  } as PurchaseDraft;
}
const trip = draft({ ID: '70002', PRODUCT: 'travel', PRODUCT_NAME: 'Travel insurance', OBJECT: 'France', NEXT_FORM: 4424, STEPS: { 4422: { PASSPORT: 'AN1234567' }, 4423: { COUNTRY: 'FR' } }, VEHICLE: null });

function setup(options: { list?: PurchaseDraft[]; contract?: StoredContract | null; discard?: (params: { ID: string }) => unknown; signedIn?: boolean } = {}) {
  const list = options.list ?? [draft(), trip];
  const fetch = vi.fn(() => ({ result: list }));
  const discard = vi.fn(options.discard ?? ((params: { ID: string }) => ({ result: list.filter((item) => item.ID !== params.ID) })));
  const navigate = vi.fn();
  const scope = fork({
    values: [[$user, options.signedIn === false ? null : anna], [$contract, options.contract ?? null]],
    handlers: [[fetchPurchaseDraftsFx, fetch], [discardPurchaseDraftFx, discard], [navigateFx, navigate]],
  });
  return { scope, fetch, discard, navigate };
}

beforeEach(() => sessionStorage.clear());

describe('unfinished purchases: the list', () => {
  it('is read when the overview opens, for a signed-in customer only; every draft is shown there', async () => {
    const { scope, fetch } = setup();
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($shownDrafts).map((item) => item.ID)).toEqual(['70001', '70002']);

    const visitor = setup({ signedIn: false });
    await allSettled(UnfinishedPurchasesGate.open, { scope: visitor.scope, params: {} });
    expect(visitor.fetch).not.toHaveBeenCalled();
  });

  it('read ahead (the overview\'s reads), it is taken by the next opening without a second read; dropped, it is read again', async () => {
    const { scope, fetch } = setup();
    await allSettled(draftsWarmed, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($shownDrafts).map((item) => item.ID)).toEqual(['70001', '70002']);
    // Used up: the next opening reads again.
    await allSettled(UnfinishedPurchasesGate.close, { scope, params: {} });
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    expect(fetch).toHaveBeenCalledTimes(2);

    const dropped = setup();
    await allSettled(draftsWarmed, { scope: dropped.scope });
    await allSettled(draftsWarmDropped, { scope: dropped.scope });
    await allSettled(UnfinishedPurchasesGate.open, { scope: dropped.scope, params: {} });
    expect(dropped.fetch).toHaveBeenCalledTimes(2);
  });

  it('an opening while the read ahead is still out waits for its answer instead of asking again', async () => {
    let answer: (value: { result: PurchaseDraft[] }) => void = () => undefined;
    const { scope, fetch } = setup();
    fetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
    const warm = allSettled(draftsWarmed, { scope });
    const opened = allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    answer({ result: [trip] });
    await Promise.all([warm, opened]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($shownDrafts).map((item) => item.ID)).toEqual(['70002']);
  });

  it('at the start of a wizard shows that product’s drafts only', async () => {
    const { scope } = setup();
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: { product: 'travel' } });
    expect(scope.getState($shownDrafts).map((item) => item.ID)).toEqual(['70002']);
  });

  it(`leaves out drafts older than ${PURCHASE_DRAFT_DAYS} days and products this app does not sell online`, async () => {
    const { scope } = setup({ list: [draft({ ID: '1', UPDATED_AT: daysAgo(PURCHASE_DRAFT_DAYS - 1) }), draft({ ID: '2', UPDATED_AT: daysAgo(PURCHASE_DRAFT_DAYS + 1) }), draft({ ID: '3', PRODUCT: 'casco' })] });
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    expect(scope.getState($drafts).map((item) => item.ID)).toEqual(['1']);
  });

  it('a failed read says so and reads again on "Try again"; a language switch reads it in the new language', async () => {
    let fail = true;
    const fetch = vi.fn(() => {
      if (fail) throw new ApiError({ kind: 'network', status: 0, messages: [], fieldWarnings: {} });
      return { result: [draft()] };
    });
    const scope = fork({ values: [[$user, anna]], handlers: [[fetchPurchaseDraftsFx, fetch]] });
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    expect(scope.getState($loadFailed)).toBe(true);
    fail = false;
    await allSettled(retried, { scope });
    expect(scope.getState($loadFailed)).toBe(false);
    expect(scope.getState($drafts)).toHaveLength(1);
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('unfinished purchases: Continue', () => {
  it('makes the draft this tab’s purchase (contract, the car, the steps’ values) and opens the step the backend names', async () => {
    // What this tab had typed for another product stays; this product's steps become the backend's.
    sessionStorage.setItem('purchaseDrafts', JSON.stringify({ owner: '1001', value: { 4301: { PLATE: 'OLD' }, 5122: { ADDRESS: 'Yerevan' } } }));
    const { scope, navigate } = setup({ list: [draft({ CONTRACT: { ...draft().CONTRACT, BROKER: 'B 7' } })] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    await allSettled(continuePressed, { scope, params: scope.getState($drafts)[0] as PurchaseDraft });

    expect(scope.getState($contract)).toEqual({
      product: 'appa',
      customer: '1001',
      data: expect.objectContaining({ ID: '70001', ORDER_ID: '70001AB', BROKER: 'B 7', VEHICLE: expect.objectContaining({ MAKE: 'Toyota' }), VEHICLE_LANG: 'en' }),
    });
    expect(JSON.parse(sessionStorage.getItem('paramsData') ?? 'null')).toMatchObject({ owner: '1001', value: { product: 'appa', data: { ID: '70001' } } });
    expect(JSON.parse(sessionStorage.getItem('purchaseDrafts') ?? 'null')).toEqual({
      owner: '1001',
      value: { 4301: { PLATE: '35OO123', DOCUMENT: 'AN1234567', CONSENT: 1 }, 5122: { ADDRESS: 'Yerevan' } },
    });
    expect(navigations(navigate)).toEqual([{ href: '/en/profile/newContracts/appa/check-data?BROKER=B%207' }]);
  });

  it('a draft whose steps are all sent opens its payment step (travel: create-travel-contract), in Armenian without a prefix', async () => {
    const { scope, navigate } = setup({ list: [trip] });
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: { product: 'travel' } });
    await allSettled(continuePressed, { scope, params: trip });
    expect(navigations(navigate)).toEqual([{ href: '/profile/tour-insurance/travel/create-travel-contract' }]);
    expect(scope.getState($contract)?.data).not.toHaveProperty('VEHICLE');
  });
});

describe('unfinished purchases: Start again / Discard', () => {
  it('asks first: No changes nothing; Yes discards it on the backend and the list is what is left', async () => {
    const { scope, discard } = setup();
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    await allSettled(discardPressed, { scope, params: trip });
    expect(scope.getState($discarding)?.ID).toBe('70002');
    await allSettled(discardCancelled, { scope });
    expect(scope.getState($discarding)).toBeNull();
    expect(discard).not.toHaveBeenCalled();

    await allSettled(discardPressed, { scope, params: trip });
    await allSettled(discardConfirmed, { scope });
    expect(discard).toHaveBeenCalledTimes(1);
    expect(discard.mock.calls[0]?.[0]).toEqual({ ID: '70002' });
    expect(scope.getState($discarding)).toBeNull();
    expect(scope.getState($drafts).map((item) => item.ID)).toEqual(['70001']);
  });

  it('discarding the purchase being bought in this tab forgets its contract and its typed values (another product’s stay)', async () => {
    sessionStorage.setItem('purchaseDrafts', JSON.stringify({ owner: '1001', value: { 4422: { PASSPORT: 'AN1234567' }, 4301: { PLATE: '35OO123' } } }));
    const current: StoredContract = { product: 'travel', customer: '1001', data: trip.CONTRACT };
    const { scope } = setup({ contract: current });
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: { product: 'travel' } });
    await allSettled(discardPressed, { scope, params: trip });
    await allSettled(discardConfirmed, { scope });
    expect(scope.getState($contract)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('purchaseDrafts') ?? 'null')).toEqual({ owner: '1001', value: { 4301: { PLATE: '35OO123' } } });
  });

  it('another draft discarded leaves this tab’s purchase alone; a failure says so and keeps the list', async () => {
    const current: StoredContract = { product: 'appa', customer: '1001', data: draft().CONTRACT };
    const { scope } = setup({ contract: current });
    await allSettled(UnfinishedPurchasesGate.open, { scope, params: {} });
    await allSettled(discardPressed, { scope, params: trip });
    await allSettled(discardConfirmed, { scope });
    expect(scope.getState($contract)?.data.ID).toBe('70001');

    const failing = setup({
      discard: () => {
        throw new ApiError({ kind: 'server-error', status: 500, messages: [], fieldWarnings: {} });
      },
    });
    await allSettled(UnfinishedPurchasesGate.open, { scope: failing.scope, params: {} });
    await allSettled(discardPressed, { scope: failing.scope, params: trip });
    await allSettled(discardConfirmed, { scope: failing.scope });
    expect(failing.scope.getState($discardFailed)).toBe(true);
    expect(failing.scope.getState($drafts)).toHaveLength(2);
  });
});
