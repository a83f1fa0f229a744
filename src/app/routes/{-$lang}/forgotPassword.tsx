import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/pages/forgot-password';

/** /forgotPassword: password recovery (customer-portal.md §2 "Access"). */
export const Route = createFileRoute('/{-$lang}/forgotPassword')({ component: ForgotPasswordPage });
