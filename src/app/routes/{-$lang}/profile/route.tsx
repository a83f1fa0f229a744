import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Everything under /profile is signed-in only: others go to /login, which brings them back to this exact address. */
export const Route = createFileRoute('/{-$lang}/profile')({
  beforeLoad: ({ context, location, params }) => {
    if (context.auth.isAuthorized) return;
    throw redirect({ to: '/{-$lang}/login', params: { lang: params.lang }, search: { redirect: location.href }, replace: true });
  },
  component: Outlet,
});
