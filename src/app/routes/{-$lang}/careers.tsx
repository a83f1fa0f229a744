import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/{-$lang}/careers')({ component: () => <ContentPage page="careers" /> });
