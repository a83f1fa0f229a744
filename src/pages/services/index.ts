export { ServicesPage } from './ui/services-page';
export { ServiceCategoryPage } from './ui/category-page';
