import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '@/pages/services';
import { parseServiceType } from '@/shared/routing';

/**
 * /services/{type}: the service groups of one side. type is personal or corporate; any other value is not
 * this route (params.parse), so /services/{groupCharid}/{serviceCharid} and unknown paths match elsewhere.
 */
export const Route = createFileRoute('/{-$lang}/services/$type/')({
  params: { parse: parseServiceType, stringify: ({ type }) => ({ type }) },
  component: function ServicesTypeRoute() {
    const { type } = Route.useParams();
    return <ServicesPage type={type} />;
  },
});
