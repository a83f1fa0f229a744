import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '@/pages/product';

/** /services/{type}/{category_id}/{product_id}: the product page. */
export const Route = createFileRoute('/{-$lang}/services/$type/$categoryId/$productId/')({
  component: function ProductRoute() {
    const { type, categoryId, productId } = Route.useParams();
    const { BROKER } = Route.useSearch();
    return <ProductPage productRef={{ type, categoryId, productId }} broker={BROKER} />;
  },
});
