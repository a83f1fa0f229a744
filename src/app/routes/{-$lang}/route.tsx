import { createFileRoute, redirect } from '@tanstack/react-router';
import { isPrefixedLang, loadPageMessages, splitLangFromPath, type PrefixedLang } from '@/shared/i18n';
import { retrying } from '@/shared/lib';
import { isSignedInOnly } from '@/shared/routing';

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
  // The shell rendered with its own messages; pages need the whole catalog (behind the page skeleton).
  // A catalog that cannot load keeps the page skeleton and is asked again (shared/lib retrying), rather than an error.
  loader: ({ params }) => retrying(() => loadPageMessages(params.lang ?? 'hy')),
});
