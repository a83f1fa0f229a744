// The claims screen of the profile (customer-portal.md §2, §7 "Claims").
export { ClaimsScreen } from './ui/claims-screen';
