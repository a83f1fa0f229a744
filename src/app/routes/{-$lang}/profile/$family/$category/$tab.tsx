import { createFileRoute } from '@tanstack/react-router';
import { PurchasePage } from '@/pages/purchase';
import { purchaseProductAt, type PurchaseProductKey } from '@/shared/config';
import { brokerSearch } from '@/shared/routing';

/**
 * /profile/{family}/{category}/{tab}: a purchase wizard step (customer-portal.md §2). Only the products and steps
 * of `PURCHASE_PRODUCTS` match; any other address falls through to the not-found page.
 */
export const Route = createFileRoute('/{-$lang}/profile/$family/$category/$tab')({
  params: {
    parse: ({ family, category, tab }) => {
      const product = purchaseProductAt(family, category);
      if (!product || !product.steps.some((step) => step.tab === tab)) return false;
      return { family, category, tab, product: product.key as PurchaseProductKey };
    },
    stringify: ({ family, category, tab }) => ({ family, category, tab }),
  },
  validateSearch: brokerSearch,
  component: function PurchaseRoute() {
    const { product, tab } = Route.useParams();
    const { BROKER } = Route.useSearch();
    return <PurchasePage product={product} tab={tab} broker={BROKER} />;
  },
});
