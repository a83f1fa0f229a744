import { sample, type Effect } from 'effector';
import { localizedPaths, slugOf, type ApiError, type LocalizedSlugs } from '@/shared/api';
import { $lang, localizePath } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';
import { createPageQuery, type PageQuery } from './page-query';

const sameSlug = (a: string, b: string) => {
  try {
    return decodeURIComponent(a).toLowerCase() === decodeURIComponent(b).toLowerCase();
  } catch {
    return a.toLowerCase() === b.toLowerCase();
  }
};

/**
 * The page of one entry whose slug is translated (`/news/{slug}`, `/blog/{slug}`, `/customers/{slug}`):
 * a `createPageQuery` that
 * - publishes the entry's address in each language (`{base}/{charid_arm|eng|rus}`), so the language
 *   switcher lands on the same entry and hreflang names the right addresses;
 * - moves a visitor who arrived with another language's slug (`/en/news/{Armenian slug}`, a hand-edited
 *   prefix) to this language's slug, replacing the address (query and hash kept).
 */
export function createLocalizedPageQuery<Data>(config: {
  name: string;
  /** The language-free path the slugs hang under: '/news'. */
  base: string;
  effect: Effect<{ slug: string }, Data, ApiError>;
  /** Where the answer keeps the entry's slugs. */
  entry: (data: Data) => LocalizedSlugs;
}): PageQuery<{ slug: string }, Data> {
  const query = createPageQuery({
    name: config.name,
    effect: config.effect,
    alternates: (data) => localizedPaths(config.base, config.entry(data)),
  });

  sample({
    clock: query.$data.updates,
    source: { params: query.Gate.state, lang: $lang, location: $location },
    filter: ({ params, lang }, data) => data !== null && typeof params.slug === 'string' && !sameSlug(slugOf(config.entry(data), lang), params.slug),
    fn: ({ lang, location }, data) => ({
      href: `${localizePath(localizedPaths(config.base, config.entry(data as Data))[lang], lang)}${location.search}${location.hash}`,
      replace: true,
    }),
    target: navigateFx,
  });

  return query;
}
