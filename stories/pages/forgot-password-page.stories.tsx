import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $recoveryStep } from '@/features/recover-password';
import { $recoveryCodeSentTo, $recoveryErrors, $recoveryPassword } from '@/features/recover-password/testing';
import { ForgotPasswordPage } from '@/pages/forgot-password';
import { set } from '../support/scope';

/** Password recovery (customer-portal.md §2 "Access"): e-mail, code, new password. */
const meta = {
  title: 'pages/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgotPassword' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};

/** The code step after a wrong code (the server's message under the field). */
export const Code: Story = {
  parameters: {
    effector: {
      values: [
        set($recoveryStep, 'code'),
        set($recoveryCodeSentTo, { PURPOSE: 'recovery', CHANNEL: 'email', EMAIL: 'anna.hakobyan@example.am' }),
        set($recoveryErrors, { CODE: { type: 'invalid' } }),
      ],
    },
  },
};

export const NewPassword: Story = {
  parameters: { effector: { values: [set($recoveryStep, 'password'), set($recoveryPassword, 'Sevan20')] } },
};
