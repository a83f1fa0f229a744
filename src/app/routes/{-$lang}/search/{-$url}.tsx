import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/pages/search';

/** /search and /search/{text}: the searched text is the last segment (the header's search goes there). */
export const Route = createFileRoute('/{-$lang}/search/{-$url}')({
  component: function SearchRoute() {
    const { url } = Route.useParams();
    return <SearchPage query={url ?? ''} />;
  },
});
