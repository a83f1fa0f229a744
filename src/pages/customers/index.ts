export { CustomersPage } from './ui/customers-page';
export { loadCustomersFx } from './model/customers';
