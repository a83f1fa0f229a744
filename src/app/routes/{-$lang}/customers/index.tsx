import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '@/pages/customers';

export const Route = createFileRoute('/{-$lang}/customers/')({ component: () => <CustomersPage /> });
