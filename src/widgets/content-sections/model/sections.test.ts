import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ContentSection, Person } from '@/shared/api';
import { $location, navigateFx } from '@/shared/routing';
import {
  $openedPerson,
  $openVacancy,
  $scrollLocked,
  anchorFollowed,
  lockPageScrollFx,
  personOpened,
  popupClosed,
  restorePageScrollFx,
  scrollToAnchorFx,
  sectionsShown,
  SectionsGate,
  selectedReportTab,
  tabSelected,
  vacancyDropdownClosed,
  vacancyToggled,
} from './sections';

const person = (id: string): Person => ({ id, name: 'Aram', surname: 'Sargsyan', position: 'CEO', photo: '', birthDate: null, details: [], nomination: null });

describe('person popup and the page scroll', () => {
  it('opening locks the page scroll; closing restores what was there', async () => {
    document.body.style.overflow = 'auto';
    const scope = fork();
    await allSettled(personOpened, { scope, params: person('a') });
    expect(scope.getState($scrollLocked)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    // Another person while open: still locked, and the saved value is not overwritten with "hidden".
    await allSettled(personOpened, { scope, params: person('b') });
    expect(scope.getState($openedPerson)?.id).toBe('b');
    await allSettled(popupClosed, { scope });
    expect(scope.getState($scrollLocked)).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('lock and restore happen once each (effects observed)', async () => {
    const lock = vi.fn(() => '');
    const restore = vi.fn();
    const scope = fork({ handlers: [[lockPageScrollFx, lock], [restorePageScrollFx, restore]] });
    await allSettled(personOpened, { scope, params: person('a') });
    await allSettled(personOpened, { scope, params: person('b') });
    expect(lock).toHaveBeenCalledTimes(1);
    await allSettled(popupClosed, { scope });
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('leaving the page closes the popup and restores the scroll', async () => {
    const restore = vi.fn();
    const scope = fork({ handlers: [[lockPageScrollFx, () => 'visible'], [restorePageScrollFx, restore]] });
    await allSettled(SectionsGate.open, { scope, params: { sections: [] } });
    await allSettled(personOpened, { scope, params: person('a') });
    await allSettled(SectionsGate.close, { scope, params: { sections: [] } });
    expect(scope.getState($openedPerson)).toBeNull();
    expect(restore).toHaveBeenCalledWith('visible');
  });
});

const reports: ContentSection = {
  type: 'reports',
  title: 'Reports',
  tabs: ['annual', 'financial'].map((charid) => ({ charid, name: charid, meta_title: `${charid} title`, meta_description: '', meta_keywords: '', contentList: [] })),
};

describe('report tabs in the hash', () => {
  it('choosing a tab pushes #tab on the current address (back/forward walk the tabs)', async () => {
    const navigate = vi.fn();
    const scope = fork({ values: [[$location, { pathname: '/en/company/about/documents', search: '?x=1', hash: '' }]], handlers: [[navigateFx, navigate]] });
    await allSettled(tabSelected, { scope, params: 'financial' });
    // navigateFx is attached to the router: a mocked handler receives (router, params).
    expect(navigate.mock.calls[0]?.at(-1)).toEqual({ href: '/en/company/about/documents?x=1#financial' });
  });

  it('choosing the tab that is already in the hash does not add a history entry', async () => {
    const navigate = vi.fn();
    const scope = fork({ values: [[$location, { pathname: '/p', search: '', hash: '#financial' }]], handlers: [[navigateFx, navigate]] });
    await allSettled(tabSelected, { scope, params: 'financial' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the selected report tab follows the hash (first tab otherwise) and gives the page its meta', () => {
    expect(selectedReportTab([reports], '#financial')?.meta_title).toBe('financial title');
    expect(selectedReportTab([reports], '')?.charid).toBe('annual');
    expect(selectedReportTab([reports], '#nope')?.charid).toBe('annual');
    expect(selectedReportTab([], '#financial')).toBeNull();
  });
});

describe('anchors', () => {
  it('a call-to-action anchor sets the hash and scrolls with the offset', async () => {
    const navigate = vi.fn();
    const scroll = vi.fn(async () => true);
    const scope = fork({ values: [[$location, { pathname: '/careers', search: '', hash: '' }]], handlers: [[navigateFx, navigate], [scrollToAnchorFx, scroll]] });
    await allSettled(anchorFollowed, { scope, params: 'apply' });
    expect(navigate.mock.calls[0]?.at(-1)).toEqual({ href: '/careers#apply' });
    expect(scroll).toHaveBeenCalledWith('apply');
  });

  it('once the sections are shown, the hash anchor (#vacancies) is scrolled to', async () => {
    const scroll = vi.fn(async () => true);
    const scope = fork({ values: [[$location, { pathname: '/company/about/newteam', search: '', hash: '#vacancies' }]], handlers: [[scrollToAnchorFx, scroll]] });
    await allSettled(sectionsShown, { scope });
    expect(scroll).toHaveBeenCalledWith('vacancies');
    const none = vi.fn(async () => true);
    const plain = fork({ values: [[$location, { pathname: '/company/about/newteam', search: '', hash: '' }]], handlers: [[scrollToAnchorFx, none]] });
    await allSettled(sectionsShown, { scope: plain });
    expect(none).not.toHaveBeenCalled();
  });
});

describe('vacancy dropdowns', () => {
  it('toggle, one open at a time, closed from outside', async () => {
    const scope = fork();
    await allSettled(vacancyToggled, { scope, params: '101' });
    expect(scope.getState($openVacancy)).toBe('101');
    await allSettled(vacancyToggled, { scope, params: '102' });
    expect(scope.getState($openVacancy)).toBe('102');
    await allSettled(vacancyToggled, { scope, params: '102' });
    expect(scope.getState($openVacancy)).toBeNull();
    await allSettled(vacancyToggled, { scope, params: '101' });
    await allSettled(vacancyDropdownClosed, { scope });
    expect(scope.getState($openVacancy)).toBeNull();
  });
});
