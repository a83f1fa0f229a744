export { ContentPage } from './ui/content-page';
