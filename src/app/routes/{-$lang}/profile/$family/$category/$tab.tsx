import { createFileRoute, Navigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { NotFound } from '@/app/layouts/not-found';
import { PurchasePage } from '@/pages/purchase';
import { purchaseAliasAt, purchaseProductAt, type PurchaseProductKey } from '@/shared/config';
import { lazyRetrying } from '@/shared/lib';
import { PageSkeleton } from '@/shared/ui';
import { brokerSearch } from '@/shared/routing';

// The result pages of a step are their own chunk: a wizard's steps do not fetch them (docs/decisions/choice-fields-on-demand.md).
const TravelContractPage = lazyRetrying(() => import('@/pages/payment-result').then((module) => ({ default: module.TravelContractPage })));
const ContractFinalPage = lazyRetrying(() => import('@/pages/payment-result').then((module) => ({ default: module.ContractFinalPage })));

/**
 * /profile/{family}/{category}/{tab}: a purchase wizard step (customer-portal.md §2), or a result step whose row
 * names a page of its own (`finalPage`: travel's get-travel-contract, a free voluntary contract's contract-result).
 * Everything is read from the product's row in `PURCHASE_PRODUCTS`; any other address shows the not-found page.
 * The check is in the (lazily loaded) component, not in `params.parse`, and the result step is not a route of its
 * own: the route tree loads before any page (docs/decisions/size-budget.md). CMTPL's result, two segments deep, is
 * the route file `newContracts/appa/payment/stepfinally.tsx`.
 */
export const Route = createFileRoute('/{-$lang}/profile/$family/$category/$tab')({
  validateSearch: brokerSearch,
  component: function PurchaseRoute() {
    const { lang, family, category, tab } = Route.useParams();
    const { BROKER } = Route.useSearch();
    // A row's alias address (§2 names a second travel entry) leads to the wizard's first step.
    const aliased = purchaseAliasAt(family, category, tab);
    if (aliased?.steps[0]) {
      return (
        <Navigate
          to="/{-$lang}/profile/$family/$category/$tab"
          params={{ lang, family: aliased.family, category: aliased.category, tab: aliased.steps[0].tab }}
          search={{ BROKER }}
          replace
        />
      );
    }
    const product = purchaseProductAt(family, category);
    // A result step's page: its own chunk, the page skeleton until it is here.
    if (product && tab === product.final.tab && (product.finalPage === 'travel-contract' || product.finalPage === 'contract-result')) {
      return (
        <Suspense fallback={<PageSkeleton />}>
          {product.finalPage === 'travel-contract' ? <TravelContractPage /> : <ContractFinalPage product={product.key} />}
        </Suspense>
      );
    }
    if (!product || !product.steps.some((step) => step.tab === tab)) return <NotFound />;
    return <PurchasePage product={product.key as PurchaseProductKey} tab={tab} broker={BROKER} />;
  },
});
