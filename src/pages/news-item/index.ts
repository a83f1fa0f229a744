export { NewsItemPage } from './ui/news-item-page';
export { loadNewsItemFx, loadLatestNewsFx } from './model/news-item';
