export { ServicesPage } from './ui/services-page';
export { ServicesSkeleton } from './ui/services-skeleton';
export { ServiceCategoryPage } from './ui/category-page';
export { CategorySkeleton } from './ui/category-skeleton';
export { catalogueQuery, categoryQuery } from './model/services';
