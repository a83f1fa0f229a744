import { createFileRoute, redirect } from '@tanstack/react-router';

/** /users/login/ is the login path's other name. */
export const Route = createFileRoute('/{-$lang}/users/login')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/{-$lang}/login', params: { lang: params.lang }, search, replace: true });
  },
});
