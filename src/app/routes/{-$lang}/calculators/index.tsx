import { createFileRoute, redirect } from '@tanstack/react-router';
import { CALCULATOR_TABS } from '@/shared/config';

/** /calculators shows the first tab, under its own address. */
export const Route = createFileRoute('/{-$lang}/calculators/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/calculators/$tab', params: { lang: params.lang, tab: CALCULATOR_TABS[0] }, replace: true });
  },
});
