import { createFileRoute } from '@tanstack/react-router';
import { NewsItemPage } from '@/pages/news-item';

/** /news/{slug}: the slug is the item's slug in the page language. */
export const Route = createFileRoute('/{-$lang}/news/$slug')({
  component: function NewsItemRoute() {
    const { slug } = Route.useParams();
    return <NewsItemPage slug={slug} />;
  },
});
