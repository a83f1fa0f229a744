import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '@/pages/product';
import { brokerSearch, parseProductParams } from '@/shared/routing';

/** /services/{type}/{category_id}/{product_id}: the product page (product_id: its charid); `?BROKER=` is kept. */
export const Route = createFileRoute('/{-$lang}/services/$type/$categoryId/$productId/')({
  params: { parse: parseProductParams, stringify: ({ type, categoryId, productId }) => ({ type, categoryId, productId }) },
  validateSearch: brokerSearch,
  component: function ProductRoute() {
    const { type, categoryId, productId } = Route.useParams();
    const { BROKER } = Route.useSearch();
    return <ProductPage productRef={{ type, categoryId, productId }} broker={BROKER} />;
  },
});
