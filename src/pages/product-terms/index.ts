export { ProductTermsPage } from './ui/terms-page';
