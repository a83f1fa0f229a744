import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/app/layouts/not-found';
import { TravelContractPage } from '@/pages/payment-result';
import { PurchasePage } from '@/pages/purchase';
import { PURCHASE_PRODUCTS, purchaseProductAt, type PurchaseProductKey } from '@/shared/config';
import { brokerSearch } from '@/shared/routing';

/**
 * /profile/{family}/{category}/{tab}: a purchase wizard step (customer-portal.md §2), or travel's result step
 * (get-travel-contract). Only the products and steps of `PURCHASE_PRODUCTS` are pages; any other address shows the
 * not-found page. The check is in the (lazily loaded) component, not in `params.parse`, and the result step is not
 * a route of its own: the route tree is part of the first-screen bundle (docs/decisions.md "Size budget").
 */
export const Route = createFileRoute('/{-$lang}/profile/$family/$category/$tab')({
  validateSearch: brokerSearch,
  component: function PurchaseRoute() {
    const { family, category, tab } = Route.useParams();
    const { BROKER } = Route.useSearch();
    const product = purchaseProductAt(family, category);
    if (product?.key === PURCHASE_PRODUCTS.travel.key && tab === product.final.tab) return <TravelContractPage />;
    if (!product || !product.steps.some((step) => step.tab === tab)) return <NotFound />;
    return <PurchasePage product={product.key as PurchaseProductKey} tab={tab} broker={BROKER} />;
  },
});
