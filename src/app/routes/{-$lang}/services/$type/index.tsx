import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '@/pages/services';

/** /services/{type}: the service groups of one side. */
export const Route = createFileRoute('/{-$lang}/services/$type/')({
  component: function ServicesTypeRoute() {
    const { type } = Route.useParams();
    return <ServicesPage type={type} />;
  },
});
