import { createFileRoute, notFound } from '@tanstack/react-router';

/** Any other address under /profile: signed in first (the parent's guard), then the not-found page. */
export const Route = createFileRoute('/{-$lang}/profile/$')({
  beforeLoad: () => {
    throw notFound();
  },
});
