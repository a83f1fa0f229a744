import { allSettled, createEffect, fork, sample } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchCompanyIndexFx, fetchVacancyFx, notFoundReceived, type CompanyIndex, type Vacancy } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { $companyGroups, companyQuery, vacancyQuery, vacancyQueryOf } from './company';

const index: CompanyIndex = {
  meta_title: 'Company',
  meta_description: '',
  meta_keywords: '',
  title: 'Company',
  description: '',
  groups: ['about', 'partners'].map((type) => ({ type, title: type, description: '', sections: [] })),
};

const vacancy = { id: '101', charid: 'newteam', name: 'Insurance sales manager', title_hy: 'Ապահովագրական վաճառքի մենեջեր' } as Vacancy;

describe('company index', () => {
  it('/company shows every group; /company/{type} one of them', async () => {
    const scope = fork({ handlers: [[fetchCompanyIndexFx, async () => index]] });
    await allSettled(companyQuery.Gate.open, { scope, params: { type: null } });
    expect(scope.getState($companyGroups).map((group) => group.type)).toEqual(['about', 'partners']);
    await allSettled(companyQuery.Gate.open, { scope, params: { type: 'partners' } });
    expect(scope.getState($companyGroups).map((group) => group.type)).toEqual(['partners']);
  });

  it('an unknown type is not found', async () => {
    const notFound = vi.fn();
    const seenFx = createEffect(notFound);
    sample({ clock: notFoundReceived, target: seenFx });
    const scope = fork({ handlers: [[fetchCompanyIndexFx, async () => index]] });
    await allSettled(companyQuery.Gate.open, { scope, params: { type: 'nothing' } });
    expect(notFound).toHaveBeenCalledWith({ path: '/about/' });
  });
});

describe('vacancy', () => {
  it.each([
    [{ section: 'newteam', item: '101' }, { charid: 'newteam', pid: '101' }],
    [{ section: 'newteam', item: 'Ապահովագրական_վաճառքի_մենեջեր' }, { charid: 'newteam', vacancy_title: 'Ապահովագրական_վաճառքի_մենեջեր' }],
    [{ section: 'about', item: 'x' }, { charid: 'about', pid: 'x' }],
  ])('%o asks /about/ for %o', (route, query) => expect(vacancyQueryOf(route)).toEqual(query));

  it('the Armenian shareable link opened in English becomes the id address', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[fetchVacancyFx, async () => vacancy], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(vacancyQuery.Gate.open, { scope, params: { charid: 'newteam', vacancy_title: 'Ապահովագրական_վաճառքի_մենեջեր' } });
    expect(navigate.mock.calls[0]?.at(-1)).toEqual({ href: '/en/company/about/newteam/101', replace: true });
  });

  it('in Armenian it stays; by id it stays', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[fetchVacancyFx, async () => vacancy], [navigateFx, navigate]] });
    await allSettled(vacancyQuery.Gate.open, { scope, params: { charid: 'newteam', vacancy_title: 'Ապահովագրական_վաճառքի_մենեջեր' } });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(vacancyQuery.Gate.open, { scope, params: { charid: 'newteam', pid: '101' } });
    expect(navigate).not.toHaveBeenCalled();
  });
});
