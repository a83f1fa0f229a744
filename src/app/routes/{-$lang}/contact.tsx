import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/pages/home';

/** The home page, scrolled smoothly to the subscription block 500 ms after it is ready. */
export const Route = createFileRoute('/{-$lang}/contact')({ component: () => <HomePage scrollTo="subscribe" /> });
