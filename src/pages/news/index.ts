export { NewsPage } from './ui/news-page';
export { NewsSkeleton } from './ui/news-skeleton';
export { newsQuery, loadNewsPageFx, NewsListGate, NEWS_PAGE_SIZE, $page as $newsPage, $pageCount as $newsPageCount, $visibleNews, newsPageHref } from './model/news';
