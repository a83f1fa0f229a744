import { createFileRoute, redirect } from '@tanstack/react-router';
import { localizePath, paramToLang } from '@/shared/i18n';
import { resolveMenuLink } from '@/shared/routing';

/**
 * The menu link form /{serviceId}/{personal|corporate}/{charid}: redirects (replace) to the canonical
 * /services/… address. serviceId must be the numeric id of a group of that side, else this is not the
 * route and the path stays not found (docs/decisions/service-addresses.md).
 */
export const Route = createFileRoute('/{-$lang}/$serviceId/$type/$charid/')({
  params: { parse: (params) => (resolveMenuLink(params) ? params : false) },
  beforeLoad: ({ params, location }) => {
    const target = resolveMenuLink(params);
    if (!target) return;
    throw redirect({ href: `${localizePath(target, paramToLang(params.lang))}${location.searchStr}`, replace: true });
  },
});
