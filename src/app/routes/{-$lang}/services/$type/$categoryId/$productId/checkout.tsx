import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProductCheckoutPage } from '@/pages/product';
import { brokerSearch, parseProductParams } from '@/shared/routing';

/** Checkout: signed-in only; others go to /login, which brings them back here (docs/decisions/buying-a-product.md). */
export const Route = createFileRoute('/{-$lang}/services/$type/$categoryId/$productId/checkout')({
  params: { parse: parseProductParams, stringify: ({ type, categoryId, productId }) => ({ type, categoryId, productId }) },
  validateSearch: brokerSearch,
  beforeLoad: ({ context, location, params }) => {
    if (context.auth.isAuthorized) return;
    throw redirect({ to: '/{-$lang}/login', params: { lang: params.lang }, search: { redirect: location.href }, replace: true });
  },
  component: function CheckoutRoute() {
    const { type, categoryId, productId } = Route.useParams();
    const { BROKER } = Route.useSearch();
    return <ProductCheckoutPage productRef={{ type, categoryId, productId }} broker={BROKER} />;
  },
});
