import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/pages/home';

/** Shows the home page (public-site.md §2). */
export const Route = createFileRoute('/{-$lang}/personal-data')({ component: () => <HomePage /> });
