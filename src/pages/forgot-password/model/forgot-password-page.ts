import { sample } from 'effector';
import { createGate } from 'effector-react';
import { recoveryLeft } from '@/features/recover-password';

/** The recovery page is open; leaving it forgets what was typed. */
export const ForgotPasswordPageGate = createGate('ForgotPasswordPage');

sample({ clock: ForgotPasswordPageGate.close, target: recoveryLeft });
