import { createFileRoute } from '@tanstack/react-router';
import { parseRegisterStep } from '@/features/register';
import { NotFoundPage } from '@/pages/not-found';
import { RegisterPage } from '@/pages/register';

/**
 * /register and all its steps (customer-portal.md §2 "Registration routes") in one route: the step is the rest
 * of the path, checked in the (lazy) component, so the entry bundle carries one small route only.
 */
export const Route = createFileRoute('/{-$lang}/register/$')({
  component: function RegisterRoute() {
    const step = parseRegisterStep(Route.useParams()._splat ?? '');
    return step ? <RegisterPage step={step} /> : <NotFoundPage />;
  },
});
