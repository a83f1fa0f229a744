// Apply for compensation (customer-portal.md §2–§5, §7 "Claims"; the design card's "compensation" model).
export { CompensationButton } from './ui/compensation-button';
export { CompensationModals } from './ui/compensation-modals';
export { PublicCompensationRequest } from './ui/public-request';
export { applicationSent } from './model/compensation';
