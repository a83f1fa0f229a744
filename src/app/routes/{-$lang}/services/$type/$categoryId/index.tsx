import { createFileRoute } from '@tanstack/react-router';
import { ServiceCategoryPage } from '@/pages/services';

/** /services/{type}/{category_id}: a service group and its products. */
export const Route = createFileRoute('/{-$lang}/services/$type/$categoryId/')({
  component: function ServiceCategoryRoute() {
    const { type, categoryId } = Route.useParams();
    return <ServiceCategoryPage type={type} categoryId={Number(categoryId)} />;
  },
});
