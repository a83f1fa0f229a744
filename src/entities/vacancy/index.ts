export { VACANCIES_SECTION, isVacancyId, vacancyPath, shareableVacancyPath } from './lib/paths';
export { VacancyFacts } from './ui/vacancy-facts';
