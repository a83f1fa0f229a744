export { ContentPage } from './ui/content-page';
export { contentPageQuery } from './model/content-page';
