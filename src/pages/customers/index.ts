export { CustomersPage } from './ui/customers-page';
export { CustomersSkeleton } from './ui/customers-skeleton';
export { customersQuery, loadCustomersFx } from './model/customers';
