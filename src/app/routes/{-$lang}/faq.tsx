import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/pages/faq';

/** /faq?category=travel: the category is part of the address. */
export const Route = createFileRoute('/{-$lang}/faq')({
  validateSearch: (search: Record<string, unknown>): { category?: string } => ({
    category: typeof search.category === 'string' && search.category ? search.category : undefined,
  }),
  component: function FaqRoute() {
    const { category } = Route.useSearch();
    return <FaqPage category={category} />;
  },
});
