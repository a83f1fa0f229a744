import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { NotFound } from '@/app/layouts/not-found';
import { activateLanguage, splitLangFromPath } from '@/shared/i18n';
import { retrying } from '@/shared/lib';

export interface RouterContext {
  auth: { isAuthorized: boolean };
  /** Tells the models which language the URL names (bound to the app scope). */
  onLanguage: (lang: 'hy' | 'en' | 'ru') => void;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const { lang, rest, explicitHy } = splitLangFromPath(location.pathname);
    // /hy/… is Armenian's explicit form: the canonical address has no prefix.
    if (explicitHy) throw redirect({ href: `${rest}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
    await retrying(() => activateLanguage(lang));
    context.onLanguage(lang);
  },
  component: PageOutlet,
  notFoundComponent: NotFound,
});
