export { ProductTermsPage } from './ui/terms-page';
export { TermsSkeleton } from './ui/terms-skeleton';
export { termsQuery, printClicked, printFx } from './model/terms';
