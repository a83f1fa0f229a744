export { NewsItemPage } from './ui/news-item-page';
export { newsItemQuery, loadNewsItemFx, latestNewsQuery, loadLatestNewsFx, $latestNews } from './model/news-item';
