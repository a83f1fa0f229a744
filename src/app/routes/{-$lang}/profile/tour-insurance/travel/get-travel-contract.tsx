import { createFileRoute } from '@tanstack/react-router';
import { TravelContractPage } from '@/pages/payment-result';

/** The travel wizard's result step (customer-portal.md §2): the contract is mailed and shown with its PDF. */
export const Route = createFileRoute('/{-$lang}/profile/tour-insurance/travel/get-travel-contract')({
  component: TravelContractPage,
});
