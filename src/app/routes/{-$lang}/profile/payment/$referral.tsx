import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { exactPaymentQuery, PaymentResultPage } from '@/pages/payment-result';

/** A query value: a string (the router parses numbers and booleans as JSON; they come back as text). */
const text = v.fallback(v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String))), undefined);
/** The bank's return query (customer-portal.md §3), every value optional. */
const searchSchema = v.object({ ssid: text, orderID: text, paymentID: text, responseCode: text, description: text, savecc: text, id: text, status: text });

/** /profile/payment/{referral}/?…: the bank sends the customer back here (docs/decisions.md "Payment result"). */
export const Route = createFileRoute('/{-$lang}/profile/payment/$referral')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function PaymentResultRoute() {
    const { referral } = Route.useParams();
    const search = Route.useSearch();
    const raw = useRouter().history.location.search;
    return <PaymentResultPage referral={referral} query={exactPaymentQuery(raw, search)} />;
  },
});
