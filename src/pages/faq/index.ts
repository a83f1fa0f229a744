export { FaqPage } from './ui/faq-page';
