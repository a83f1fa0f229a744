import { sample } from 'effector';
import { createGate } from 'effector-react';
import { loginPageClosed, loginPageOpened } from '@/features/sign-in';

/** The login page is open, with the `redirect` it was given (where to return after signing in). */
export const LoginPageGate = createGate<{ redirect?: string }>('LoginPage');

sample({ clock: LoginPageGate.open, target: loginPageOpened });
sample({ clock: LoginPageGate.close, target: loginPageClosed });
