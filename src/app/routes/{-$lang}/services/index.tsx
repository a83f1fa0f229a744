import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '@/pages/services';

/** /services: personal and corporate service groups. */
export const Route = createFileRoute('/{-$lang}/services/')({ component: () => <ServicesPage /> });
