import { createFileRoute, Navigate } from '@tanstack/react-router';
import { NotFound } from '@/app/layouts/not-found';
import { ContractFinalPage, TravelContractPage } from '@/pages/payment-result';
import { PurchasePage } from '@/pages/purchase';
import { PURCHASE_PRODUCTS, purchaseProductAt, type PurchaseProductKey } from '@/shared/config';
import { brokerSearch } from '@/shared/routing';

/**
 * /profile/{family}/{category}/{tab}: a purchase wizard step (customer-portal.md §2), or travel's result step
 * (get-travel-contract). Only the products and steps of `PURCHASE_PRODUCTS` are pages; any other address shows the
 * not-found page. The check is in the (lazily loaded) component, not in `params.parse`, and the result step is not
 * a route of its own: the route tree loads before any page (docs/decisions/size-budget.md).
 */
export const Route = createFileRoute('/{-$lang}/profile/$family/$category/$tab')({
  validateSearch: brokerSearch,
  component: function PurchaseRoute() {
    const { family, category, tab } = Route.useParams();
    const { BROKER } = Route.useSearch();
    const { lang } = Route.useParams();
    // §2 names a second travel entry, /profile/travel-insurance/travel/search-person: it is the travel wizard's
    // first step (docs/decisions/voluntary-products.md).
    if (family === 'travel-insurance' && category === PURCHASE_PRODUCTS.travel.category && tab === 'search-person') {
      const { travel } = PURCHASE_PRODUCTS;
      return (
        <Navigate
          to="/{-$lang}/profile/$family/$category/$tab"
          params={{ lang, family: travel.family, category: travel.category, tab: travel.steps[0].tab }}
          search={{ BROKER }}
          replace
        />
      );
    }
    const product = purchaseProductAt(family, category);
    if (product?.key === PURCHASE_PRODUCTS.travel.key && tab === product.final.tab) return <TravelContractPage />;
    if (product && product.final.formId === null && tab === product.final.tab) return <ContractFinalPage product={product.key} />;
    if (!product || !product.steps.some((step) => step.tab === tab)) return <NotFound />;
    return <PurchasePage product={product.key as PurchaseProductKey} tab={tab} broker={BROKER} />;
  },
});
