import { createFileRoute } from '@tanstack/react-router';
import { ServiceCategoryPage } from '@/pages/services';
import { parseCategoryParams } from '@/shared/routing';

/** /services/{type}/{category_id}: a service group and its products (category_id: a group of that side). */
export const Route = createFileRoute('/{-$lang}/services/$type/$categoryId/')({
  params: { parse: parseCategoryParams, stringify: ({ type, categoryId }) => ({ type, categoryId }) },
  component: function ServiceCategoryRoute() {
    const { type, categoryId } = Route.useParams();
    return <ServiceCategoryPage type={type} categoryId={Number(categoryId)} />;
  },
});
