import { parseRegisterStep } from '@/features/register';
import { ForgotPasswordPage } from '@/pages/forgot-password';
import { NotFoundPage } from '@/pages/not-found';
import { RegisterPage } from '@/pages/register';

/**
 * Registration (/register, /register/empty, /register/code, /register/phone, /register/phone/code, /register/soc,
 * /register/identification, /register/personalData/{type}, /register/password) and /forgotPassword
 * (customer-portal.md §2). Not a route file (the `-` prefix): the catch-all route `$.tsx` loads it lazily for
 * these addresses, so the accounts add no route to the entry bundle (docs/decisions/account-routes.md).
 */
export default function AccountPages({ path }: { path: string }) {
  const clean = path.replace(/\/+$/, '');
  if (clean === 'forgotPassword') return <ForgotPasswordPage />;
  const step = parseRegisterStep(clean.replace(/^register/, ''));
  return step ? <RegisterPage step={step} /> : <NotFoundPage />;
}
