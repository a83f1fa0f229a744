/**
 * Articles: news items, videos and blog posts (public-site.md §3 "news item", "blog response"). Cards
 * for lists, the article view of an item page, and the addresses of entries with translated slugs.
 */
export { ArticleCard } from './ui/article-card';
export { ArticleCardSkeleton } from './ui/article-card-skeleton';
export { VideoCard } from './ui/video-card';
export { ArticleView } from './ui/article-view';
export { ArticleSkeleton } from './ui/article-skeleton';
export { ARTICLE_BASE, entryHref } from './lib/href';
