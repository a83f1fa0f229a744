import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { WireValues } from '@/shared/form-engine';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { buyPressed, canBuy, wizardDraftsOf } from './purchase';

describe('calculator → purchase wizard', () => {
  it('only tabs with a wizard offer "Buy this policy"', () => {
    expect(canBuy('appa')).toBe(true);
    expect(canBuy('travel')).toBe(true);
    expect(canBuy('property')).toBe(false);
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

  it('the button opens the wizard at step 1 with the drafts', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(buyPressed, { scope, params: 'travel' });
    expect(navigations(navigate)).toEqual([{ href: '/profile/tour-insurance/travel/search-travel-person' }]);
  });
});
