import { createFileRoute } from '@tanstack/react-router';
import { CalculatorsPage } from '@/pages/calculators';
import { isCalculatorTab, type CalculatorTab } from '@/shared/config';

/** /calculators/{tab}: a known tab, else the route does not match and the not-found page shows. */
export const Route = createFileRoute('/{-$lang}/calculators/$tab')({
  params: {
    parse: ({ tab }) => (isCalculatorTab(tab) ? { tab: tab as CalculatorTab } : false),
    stringify: ({ tab }) => ({ tab }),
  },
  component: function CalculatorsRoute() {
    const { tab } = Route.useParams();
    return <CalculatorsPage tab={tab} />;
  },
});
