import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '@/pages/news';

/** /news?page=2: the page of the list is part of the address. */
export const Route = createFileRoute('/{-$lang}/news/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  component: function NewsRoute() {
    const { page } = Route.useSearch();
    return <NewsPage page={page} />;
  },
});
