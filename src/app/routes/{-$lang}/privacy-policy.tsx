import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/pages/content-page';

export const Route = createFileRoute('/{-$lang}/privacy-policy')({ component: () => <ContentPage page="privacy-policy" /> });
