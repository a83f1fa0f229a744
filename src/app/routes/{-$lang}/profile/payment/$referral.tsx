import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage, type PaymentQuery } from '@/pages/payment-result';

/** /profile/payment/{referral}/?…: the bank sends the customer back here (docs/decisions/payment-result.md). */
export const Route = createFileRoute('/{-$lang}/profile/payment/$referral')({
  // Query values are text (app/router.ts); the page's model takes the keys of §3 from it (recordPayloadOf).
  validateSearch: (search): PaymentQuery => search,
  component: function PaymentResultRoute() {
    const { referral } = Route.useParams();
    return <PaymentResultPage referral={referral} query={Route.useSearch()} />;
  },
});
