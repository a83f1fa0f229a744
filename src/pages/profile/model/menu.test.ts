import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, fetchMenuFx, type MenuItemDescriptor } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { resolveTab } from '../lib/resolve';
import { $tabs, menuQuery } from './menu';

const item = (ID: string, CHARID: string, TEXT: string, extra: Partial<MenuItemDescriptor> = {}): MenuItemDescriptor => ({
  ID,
  CHARID,
  TEXT,
  GRANTED: true,
  URL: `/profile/${ID}`,
  ICON: null,
  PARENTID: null,
  children: [],
  ...extra,
});

const MENU = [
  item('3152', 'overview', 'Overview'),
  item('3153', 'contracts', 'My contracts'),
  item('3156', 'personal-data', 'Personal data'),
  item('3157', 'callback', 'Callback'),
  item('3199', 'no-such-screen', 'Not in this build'),
  item('3160', 'commission-report', "Agent's report", { GRANTED: false }),
];

describe('profile menu model', () => {
  it('loads the menu when the frame opens and keeps the entries it can open, in the server order', async () => {
    const menu = vi.fn(async () => ({ result: MENU }));
    const scope = fork({ handlers: [[fetchMenuFx, menu]] });
    await allSettled(menuQuery.Gate.open, { scope, params: {} });
    expect(menu).toHaveBeenCalledTimes(1);
    // Overview, contracts, personal data and the callback have screens; 3199 has none in this build; the agent's report is not granted.
    const tabs = scope.getState($tabs);
    expect(tabs?.map((tab) => tab.charid)).toEqual(['overview', 'contracts', 'personal-data', 'callback']);
    expect(resolveTab(tabs ?? [], '3152')?.title).toBe('Overview');
    expect(resolveTab(tabs ?? [], 'overview')?.tab).toBe('3152');
    expect(resolveTab(tabs ?? [], '3160')).toBeNull();
  });

  it('asks again in the new language; a failure can be retried', async () => {
    let calls = 0;
    const menu = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new ApiError({ kind: 'server-error', status: 500, messages: ['down'] });
      return { result: MENU.map((entry) => ({ ...entry, TEXT: `${entry.TEXT} #${calls}` })) };
    });
    const scope = fork({ handlers: [[fetchMenuFx, menu]] });
    await allSettled(menuQuery.Gate.open, { scope, params: {} });
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(menu).toHaveBeenCalledTimes(2);
    expect(scope.getState(menuQuery.$failed)).toBe(true);
    await allSettled(menuQuery.retried, { scope });
    expect(scope.getState(menuQuery.$failed)).toBe(false);
    expect(scope.getState($tabs)?.[0]?.title).toBe('Overview #3');
  });
});
