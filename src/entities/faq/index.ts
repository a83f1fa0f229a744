/**
 * The FAQ entity: questions and answers (public-site.md §3), the categories of the FAQ page, the
 * calls for the questions of a service or a service group (product pages), and the list UI.
 */
export { FaqList } from './ui/faq-list';
export { fetchFaqByServiceFx, fetchFaqByGroupFx } from '@/shared/api';
export type { FaqItem } from '@/shared/api';
