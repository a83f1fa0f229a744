import { createFileRoute } from '@tanstack/react-router';
import { parseProductId } from '@/entities/product';
import { brokerSearch } from '@/shared/routing';

/** /services/{type}/{category_id}/{product_id}/…: product_id is the product's charid; `?BROKER=` is kept. */
export const Route = createFileRoute('/{-$lang}/services/$type/$categoryId/$productId')({
  params: { parse: parseProductId, stringify: ({ productId }) => ({ productId }) },
  validateSearch: brokerSearch,
});
