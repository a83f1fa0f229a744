export { CompanyPage } from './ui/company-page';
export { AboutSectionPage } from './ui/about-section-page';
export { VacancyPage } from './ui/vacancy-page';
