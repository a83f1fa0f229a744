import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '@/pages/company';

/** A group of the company index (about, partners, documents). */
export const Route = createFileRoute('/{-$lang}/company/$type')({
  component: function CompanyTypeRoute() {
    const { type } = Route.useParams();
    return <CompanyPage type={type} />;
  },
});
