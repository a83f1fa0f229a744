import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProfilePage } from '@/pages/profile';

/** Signed-in only: others go to /login, which brings them back here afterwards. */
export const Route = createFileRoute('/{-$lang}/profile/$tab')({
  beforeLoad: ({ context, location, params }) => {
    if (context.auth.isAuthorized) return;
    throw redirect({ to: '/{-$lang}/login', params: { lang: params.lang }, search: { redirect: location.href }, replace: true });
  },
  component: ProfilePage,
});
