import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/pages/login';
import { DEFAULT_AFTER_LOGIN_TAB } from '@/shared/config';
import { localizePath, paramToLang } from '@/shared/i18n';
import { safeRedirectTarget } from '@/shared/routing';


export const Route = createFileRoute('/{-$lang}/login')({
  // A plain check, not a schema: route options are in the entry, valibot is not.
  validateSearch: (search): { redirect?: string } => ({ redirect: typeof search.redirect === 'string' ? search.redirect : undefined }),
  // A signed-in visitor goes where they came from, else to the default profile tab.
  beforeLoad: ({ context, search, params }) => {
    if (!context.auth.isAuthorized) return;
    const target = safeRedirectTarget(search.redirect) ?? localizePath(`/profile/${DEFAULT_AFTER_LOGIN_TAB}`, paramToLang(params.lang));
    throw redirect({ href: target, replace: true });
  },
  component: function LoginRoute() {
    const { redirect: target } = Route.useSearch();
    return <LoginPage redirect={target} />;
  },
});
