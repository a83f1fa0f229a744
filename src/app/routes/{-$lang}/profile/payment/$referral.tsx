import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentResultPage } from '@/pages/payment-result';

/** The bank's return query (customer-portal.md §3), every value optional text (the router keeps query values as text). */
const text = v.fallback(v.optional(v.string()), undefined);
const searchSchema = v.object({ ssid: text, orderID: text, paymentID: text, responseCode: text, description: text, savecc: text, id: text, status: text });

/** /profile/payment/{referral}/?…: the bank sends the customer back here (docs/decisions.md "Payment result"). */
export const Route = createFileRoute('/{-$lang}/profile/payment/$referral')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function PaymentResultRoute() {
    const { referral } = Route.useParams();
    return <PaymentResultPage referral={referral} query={Route.useSearch()} />;
  },
});
