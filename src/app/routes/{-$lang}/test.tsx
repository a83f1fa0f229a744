import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/pages/content-page';

/** Every content section type with the simulator's content: for checking the components (noindex, not in the menu). */
export const Route = createFileRoute('/{-$lang}/test')({ component: () => <ContentPage page="test" /> });
