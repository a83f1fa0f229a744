import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '@/pages/company';

export const Route = createFileRoute('/{-$lang}/company/')({ component: () => <CompanyPage /> });
