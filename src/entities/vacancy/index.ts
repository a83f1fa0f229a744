export { VACANCIES_SECTION, isVacancyId, vacancyPath, titleToShareSlug, shareSlugToTitle, shareableVacancyPath } from './lib/paths';
export { VacancyFacts } from './ui/vacancy-facts';
