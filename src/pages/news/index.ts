export { NewsPage } from './ui/news-page';
export { loadNewsPageFx } from './model/news';
