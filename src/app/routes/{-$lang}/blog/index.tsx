import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '@/pages/blog';

/** /blog?category=travel: the topic is part of the address. */
export const Route = createFileRoute('/{-$lang}/blog/')({
  validateSearch: (search: Record<string, unknown>): { category?: string } => ({
    category: typeof search.category === 'string' && search.category ? search.category : undefined,
  }),
  component: function BlogRoute() {
    const { category } = Route.useSearch();
    return <BlogPage category={category} />;
  },
});
