import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { WireValues } from '@/shared/form-engine';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { $payloads } from './calculators';
import { buyPressed, canBuy } from './purchase';
import { wizardDraftsOf } from './wizard-drafts';

describe('calculator → purchase wizard', () => {
  it('only tabs with a wizard offer "Buy this policy"', () => {
    expect(canBuy('appa')).toBe(true);
    expect(canBuy('travel')).toBe(true);
    // Issue 10: every calculator tab's product now has a wizard (the medical ones join with their rows).
    for (const tab of ['apka', 'justCasco', 'property', 'petsInsurance'] as const) expect(canBuy(tab)).toBe(true);
  });

  it.each<{ tab: 'apka' | 'justCasco' | 'property' | 'petsInsurance'; formId: number; payload: WireValues; object: WireValues }>([
    { tab: 'apka', formId: 5102, payload: { LIMIT: 5_000_000, CARTYPE: '1', USETYPE: '2', PERIOD: '2' }, object: { LIMIT: 5_000_000, USETYPE: '2', PERIOD: '2' } },
    { tab: 'justCasco', formId: 5112, payload: { CAR_COST: 12_000_000, CAR_AGE: '2', PERIOD: '1' }, object: { CAR_COST: 12_000_000, PERIOD: '1' } },
    {
      tab: 'property',
      formId: 5122,
      payload: { PROPERTY_TYPE: '2', COVER: '1', SUM_INSURED: 30_000_000, PERIOD: '2' },
      object: { PROPERTY_TYPE: '2', COVER: '1', SUM_INSURED: 30_000_000, PERIOD: '2' },
    },
    {
      tab: 'petsInsurance',
      formId: 5132,
      payload: { PET_TYPE: '1', DOG_SIZE: '3', PET_BIRTH_DATE: '01/03/2022', PLAN: '3' },
      object: { PET_TYPE: '1', DOG_SIZE: '3', PET_BIRTH_DATE: '01/03/2022', PLAN: '3' },
    },
  ])('$tab: the calculator inputs fill the object step ($formId)', ({ tab, formId, payload, object }) => {
    expect(wizardDraftsOf(tab, payload, '2026-11-24')).toEqual({ [formId]: object });
  });

  it('empty calculator fields are not carried (the step keeps its defaults)', () => {
    expect(wizardDraftsOf('apka', { LIMIT: null, USETYPE: '' }, '2026-11-24')).toEqual({});
    expect(wizardDraftsOf('property', { SUM_INSURED: 1_000_000, COVER: null }, '2026-11-24')).toEqual({ 5122: { SUM_INSURED: 1_000_000 } });
  });

  it.each<{ name: string; payload: WireValues; trip: Record<string, unknown> }>([
    {
      name: 'a single trip carries start, end and days',
      payload: { VARIANT: 'daily', START_DATE: '01/12/2026', END_DATE: '07/12/2026', DAYS: 7 },
      trip: { FROMDATE: '01/12/2026', TODATE: '07/12/2026', DAYS: 7 },
    },
    {
      name: 'a box carries the start and the days a year; the end follows from them',
      payload: { VARIANT: 'box', START_DATE: '01/12/2026', BOX_DAYS: '30' },
      trip: { FROMDATE: '01/12/2026', TRAVELDAYS_BOX: 30, TODATE: '30/12/2026', DAYS: 30, PERIOD_FROM_OPTION: 1 },
    },
  ])('travel: $name', ({ payload, trip }) => {
    expect(wizardDraftsOf('travel', payload, '2026-11-24')).toEqual({ 4423: expect.objectContaining(trip) });
  });

  it('medical check-ups: the plus package to its contract-data step, the social group to its first step; not the age', () => {
    expect(canBuy('medicalCheckUpPlus')).toBe(true);
    expect(canBuy('socialMedCheckUp')).toBe(true);
    expect(wizardDraftsOf('medicalCheckUpPlus', { AGE: 40, PACKAGE: '2' }, '2026-11-24')).toEqual({ 4698: { PACKAGE: '2' } });
    expect(wizardDraftsOf('socialMedCheckUp', { AGE: 70, SOCIAL_GROUP: 4 }, '2026-11-24')).toEqual({ 4886: { SOCIAL_GROUP: 4 } });
    expect(wizardDraftsOf('socialMedCheckUp', { AGE: 70 }, '2026-11-24')).toEqual({});
  });

  it('CMTPL carries nothing: the car register knows the car', () => {
    expect(wizardDraftsOf('appa', { CARTYPE: '1', BM: '10' }, '2026-11-24')).toEqual({});
  });

  it('the button opens the wizard at step 1 with the drafts of the calculator’s payload (the wizard loads on the press)', async () => {
    const navigate = vi.fn();
    const payload = { VARIANT: 'daily', START_DATE: '01/12/2026', END_DATE: '07/12/2026', DAYS: 7 };
    const scope = fork({ values: [[$payloads, { travel: payload }]], handlers: [[navigateFx, navigate]] });
    const started = vi.fn();
    const { purchaseStarted } = await import('@/features/purchase-wizard');
    const unwatch = createWatch({ unit: purchaseStarted, scope, fn: started });
    await allSettled(buyPressed, { scope, params: 'travel' });
    unwatch();
    expect(started).toHaveBeenCalledWith({ product: 'travel', drafts: { 4423: { FROMDATE: '01/12/2026', TODATE: '07/12/2026', DAYS: 7 } } });
    expect(navigations(navigate)).toEqual([{ href: '/profile/tour-insurance/travel/search-travel-person' }]);
  });
});
