import { attach, combine, sample } from 'effector';
import { fetchAboutSectionFx, fetchCompanyIndexFx, fetchVacancyFx, notFoundReceived, type VacancyQuery } from '@/shared/api';
import { $lang, localizePath } from '@/shared/i18n';
import { createPageQuery } from '@/shared/model';
import { navigateFx } from '@/shared/routing';
import { isVacancyId, VACANCIES_SECTION, vacancyPath } from '@/entities/vacancy';

/**
 * The company pages (public-site.md §2): the index (/company, /company/{type}), an about section
 * (/company/about/{about_char_id}) and a vacancy (/company/about/{about_char_id}/{vacancies_id} and the
 * Armenian shareable link /company/about/newteam/{title_with_underscores}).
 */

// ----- /company and /company/{type}: the index, one group of it for a type
// The index is one answer; the type only chooses which of its groups the page shows.
const fetchIndexForTypeFx = attach({ effect: fetchCompanyIndexFx, mapParams: (_: { type: string | null }) => undefined });
export const companyQuery = createPageQuery({ name: 'CompanyIndex', effect: fetchIndexForTypeFx });

export const $companyGroups = combine(companyQuery.$data, companyQuery.Gate.state, (index, params) => {
  if (!index) return [];
  const type = params?.type ?? null;
  return type ? index.groups.filter((group) => group.type === type) : index.groups;
});

// A type the index does not have is not a page.
sample({
  clock: companyQuery.$data.updates,
  source: companyQuery.Gate.state,
  filter: (params, index) => index !== null && Boolean(params?.type) && !index.groups.some((group) => group.type === params.type),
  fn: () => ({ path: '/about/' }),
  target: notFoundReceived,
});

// ----- /company/about/{about_char_id}
export const aboutQuery = createPageQuery({ name: 'AboutSection', effect: fetchAboutSectionFx });

// ----- vacancies
export interface VacancyRoute {
  section: string;
  item: string;
}

/** What to ask `/about/` for: digits are an id; any other segment under newteam is the shareable title. */
export function vacancyQueryOf({ section, item }: VacancyRoute): VacancyQuery {
  if (isVacancyId(item) || section !== VACANCIES_SECTION) return { charid: section, pid: item };
  return { charid: section, vacancy_title: item };
}

export const vacancyQuery = createPageQuery({ name: 'Vacancy', effect: fetchVacancyFx });

/**
 * The shareable link is Armenian only (docs/decisions/vacancies.md): in English and Russian it still finds the
 * vacancy by its Armenian title, then the address becomes the canonical id address in that language.
 */
sample({
  clock: vacancyQuery.$data.updates,
  source: { params: vacancyQuery.Gate.state, lang: $lang },
  filter: ({ params, lang }, vacancy) => vacancy !== null && lang !== 'hy' && params !== null && 'vacancy_title' in params,
  fn: ({ lang }, vacancy) => ({ href: localizePath(vacancyPath(vacancy?.id ?? ''), lang), replace: true }),
  target: navigateFx,
});
