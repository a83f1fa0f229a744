export { FormShowcasePage } from './ui/form-showcase-page';
