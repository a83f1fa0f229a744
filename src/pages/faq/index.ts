export { FaqPage } from './ui/faq-page';
export { loadFaqFx } from './model/faq';
