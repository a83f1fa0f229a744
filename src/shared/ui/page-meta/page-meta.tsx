import { useLocation } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useLayoutEffect } from 'react';
import { config } from '@/shared/config';
import { $lang, $pageAlternates, alternatePath, LANGS, LOCALE_TAG, localizePath, splitLangFromPath } from '@/shared/i18n';

export interface PageMetaProps {
  title: string;
  description?: string;
  keywords?: string;
  image?: string;
  /** Pages that must stay out of search engines (the test page, the not-found page). */
  noIndex?: boolean;
  /** The canonical language-free path when this address is an alias of it (canonical and hreflang use it). */
  path?: string;
}

const absolute = (path: string) => `${config.siteUrl.replace(/\/+$/, '')}${path}`;

/**
 * Per-page metadata: title, description, keywords, canonical, Open Graph, Twitter card and hreflang
 * alternates (hy, en, ru, x-default = hy). React 19 hoists these tags into <head>. Alternates are the
 * page's own addresses in each language when it published them (translated slugs), else the same
 * path under each language prefix.
 */
export function PageMeta({ title, description = '', keywords = '', image, noIndex, path }: PageMetaProps) {
  // The head prerendered for the address the visitor landed on (scripts/prerender.mjs) gives way to the app's own
  // as soon as a page renders one, so that it never outlives an in-app navigation.
  useLayoutEffect(() => {
    for (const element of document.head.querySelectorAll('[data-prerendered]')) element.remove();
  }, []);
  const [lang, alternates] = useUnit([$lang, $pageAlternates]);
  const pathname = useLocation({ select: (location) => location.pathname });
  const rest = path ?? splitLangFromPath(pathname).rest;
  const addressIn = (code: typeof lang) => absolute(localizePath(alternatePath(rest, lang, code, alternates), code));
  const fullTitle = title ? `${title} | ${config.brandName}` : config.brandName;
  const canonical = addressIn(lang);
  const ogImage = image ? (image.startsWith('http') ? image : absolute(image)) : absolute('/favicon.svg');

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <link rel="canonical" href={canonical} />
      {LANGS.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={addressIn(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={addressIn('hy')} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:locale" content={LOCALE_TAG[lang].replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={ogImage} />
    </>
  );
}
