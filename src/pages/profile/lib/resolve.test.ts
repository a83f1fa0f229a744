import { describe, expect, it } from 'vitest';
import type { MenuItemDescriptor } from '@/shared/api';
import { profileTabsOf, resolveTab } from './resolve';

const item = (ID: string, CHARID: string | null, extra: Partial<MenuItemDescriptor> = {}): MenuItemDescriptor => ({
  ID,
  CHARID,
  TEXT: CHARID ?? ID,
  GRANTED: true,
  URL: `/profile/${ID}`,
  ICON: null,
  PARENTID: null,
  children: [],
  ...extra,
});
const known = (charid: string) => ['overview', 'contracts', 'cards', 'raffle'].includes(charid);

describe('profileTabsOf', () => {
  it.each([
    ['granted with a screen', [item('1', 'overview')], ['overview:1']],
    ['not granted', [item('1', 'overview', { GRANTED: false })], []],
    ['no screen in this build', [item('1', 'chat')], []],
    ['no CHARID', [item('1', null)], []],
    ['children flattened after their parent', [item('1', 'overview', { children: [item('2', 'cards'), item('3', 'raffle', { GRANTED: false })] })], ['overview:1', 'cards:2']],
    ['a URL outside the profile: the ID is the tab', [item('7', 'contracts', { URL: 'https://example.am' })], ['contracts:7']],
    ['no URL: the ID', [item('8', 'contracts', { URL: null })], ['contracts:8']],
    ['a duplicated CHARID keeps the first', [item('1', 'cards'), item('2', 'cards')], ['cards:1']],
  ])('%s', (_, items, expected) => {
    expect(profileTabsOf(items, known).map((tab) => `${tab.charid}:${tab.tab}`)).toEqual(expected);
  });
});

describe('resolveTab', () => {
  const tabs = profileTabsOf([item('3152', 'overview'), item('3153', 'contracts'), item('3155', 'cards')], known);
  it.each([
    ['3152', 'overview'],
    ['3155', 'cards'],
    ['contracts', 'contracts'],
    [' 3153 ', 'contracts'],
    ['3154', null],
    ['chat', null],
    ['', null],
  ])('%j → %s', (tab, charid) => {
    expect(resolveTab(tabs, tab)?.charid ?? null).toBe(charid);
  });
});
