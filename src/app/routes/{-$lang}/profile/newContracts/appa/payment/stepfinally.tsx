import { createFileRoute } from '@tanstack/react-router';
import { AppaFinalPage } from '@/pages/payment-result';

/** The CMTPL wizard's result step (customer-portal.md §2 ".../stepfinally"): the contract and its number. */
export const Route = createFileRoute('/{-$lang}/profile/newContracts/appa/payment/stepfinally')({
  component: AppaFinalPage,
});
