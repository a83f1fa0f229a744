export { FaqPage } from './ui/faq-page';
export { FaqSkeleton } from './ui/faq-skeleton';
export { faqQuery, loadFaqFx, FaqPageGate, categoryChosen as faqCategoryChosen, $activeCategory as $activeFaqCategory, questionFromHash } from './model/faq';
