import { createFileRoute, redirect } from '@tanstack/react-router';
import { CALCULATORS } from '@/shared/config';

/** /calculators shows the first tab, under its own address. */
export const Route = createFileRoute('/{-$lang}/calculators/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/calculators/$tab', params: { lang: params.lang, tab: CALCULATORS[0].id }, replace: true });
  },
});
