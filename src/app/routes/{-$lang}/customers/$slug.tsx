import { createFileRoute } from '@tanstack/react-router';
import { CustomerStoryPage } from '@/pages/customer-story';

/** /customers/{slug}: the slug is the story's slug in the page language. */
export const Route = createFileRoute('/{-$lang}/customers/$slug')({
  component: function CustomerStoryRoute() {
    const { slug } = Route.useParams();
    return <CustomerStoryPage slug={slug} />;
  },
});
