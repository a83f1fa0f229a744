import { createFileRoute, redirect } from '@tanstack/react-router';
import { localizePath, paramToLang } from '@/shared/i18n';
import { resolveMenuLink } from '@/shared/routing';

/**
 * The menu link form /{serviceId}/{tab}/{charid}/{subcharid} (tab: personal or corporate; charid: the
 * group's charid; subcharid: the product): redirects (replace) to the canonical product address.
 */
export const Route = createFileRoute('/{-$lang}/$serviceId/$type/$charid/$subcharid')({
  params: { parse: (params) => (resolveMenuLink(params) ? params : false) },
  beforeLoad: ({ params, location }) => {
    const target = resolveMenuLink(params);
    if (!target) return;
    throw redirect({ href: `${localizePath(target, paramToLang(params.lang))}${location.searchStr}`, replace: true });
  },
});
