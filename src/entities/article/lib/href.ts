import { slugOf, type LocalizedSlugs } from '@/shared/api';
import type { Lang } from '@/shared/i18n';

/** Where the news items, blog posts and customer stories live (language-free). */
export const ARTICLE_BASE = { news: '/news', blog: '/blog', customers: '/customers' } as const;

/** The language-free address of an entry in `lang`: `{base}/{slug in lang}` (public-site.md §2 "{href}/{localized slug}"). */
export const entryHref = (base: string, item: LocalizedSlugs, lang: Lang): string =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(slugOf(item, lang))}`;
