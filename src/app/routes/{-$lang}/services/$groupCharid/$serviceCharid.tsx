import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '@/pages/product';
import { brokerSearch, parseTileParams } from '@/shared/routing';

/**
 * /services/{groupCharid}/{serviceCharid}, the home tiles' link: the product page itself (its canonical
 * link names /services/{type}/{category_id}/{product_id}). A group charid is never personal or corporate,
 * so this never takes a /services/{type}/{category_id} address (docs/decisions/service-addresses.md).
 */
export const Route = createFileRoute('/{-$lang}/services/$groupCharid/$serviceCharid')({
  params: { parse: parseTileParams, stringify: ({ groupCharid, serviceCharid }) => ({ groupCharid, serviceCharid }) },
  validateSearch: brokerSearch,
  component: function ServiceTileRoute() {
    const { groupCharid, serviceCharid } = Route.useParams();
    const { BROKER } = Route.useSearch();
    return <ProductPage productRef={{ groupCharid, serviceCharid }} broker={BROKER} />;
  },
});
