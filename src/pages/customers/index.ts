export { CustomersPage } from './ui/customers-page';
