export { NewsItemPage } from './ui/news-item-page';
