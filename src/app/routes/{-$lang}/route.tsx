import { createFileRoute, redirect } from '@tanstack/react-router';
import { isPrefixedLang, loadPageMessages, splitLangFromPath, type PrefixedLang } from '@/shared/i18n';
import { retrying } from '@/shared/lib';
import { catalogAreaOf, isSignedInOnly } from '@/shared/routing';

/** The optional language segment: /en/…, /ru/…; no segment is Armenian; anything else is not a language. */
export const Route = createFileRoute('/{-$lang}')({
  params: {
    parse: ({ lang }) => (lang === undefined || isPrefixedLang(lang) ? { lang: lang as PrefixedLang | undefined } : false),
    stringify: ({ lang }) => ({ lang }),
  },
  // Signed-in areas (/profile/… at any depth, known page or not): others sign in first and come back to this address.
  // One check here rather than a layout route per area: the route tree is part of the first-screen bundle.
  beforeLoad: ({ context, location, params }) => {
    if (context.auth.isAuthorized || !isSignedInOnly(splitLangFromPath(location.pathname).rest)) return;
    throw redirect({ to: '/{-$lang}/login', params: { lang: params.lang }, search: { redirect: location.href }, replace: true });
  },
  // The shell rendered with its own messages; pages need their area's part of the catalog (behind the page skeleton):
  // the public addresses' or the signed-in area's (docs/decisions/shell-catalog.md, "Two areas"). This match is kept
  // when a customer goes from a public page into /profile, and the router would not run a kept match's loader again
  // (or would run it behind the page): so it runs on every navigation (`shouldReload`), awaited ('blocking'), and
  // resolves at once when the part is in. A catalog that cannot load keeps the page skeleton and is asked again
  // (shared/lib retrying), rather than an error.
  shouldReload: true,
  loader: {
    handler: ({ params, location }) => retrying(() => loadPageMessages(params.lang ?? 'hy', catalogAreaOf(location.pathname))),
    staleReloadMode: 'blocking',
  },
});
