export { CompanyPage } from './ui/company-page';
export { AboutSectionPage } from './ui/about-section-page';
export { VacancyPage } from './ui/vacancy-page';
export { companyQuery, aboutQuery, vacancyQuery, vacancyQueryOf, $companyGroups } from './model/company';
export type { VacancyRoute } from './model/company';
