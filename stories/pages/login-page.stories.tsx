import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $loginErrors } from '@/features/sign-in/testing';
import { LoginPage } from '@/pages/login';
import { set } from '../support/scope';

const meta = {
  title: 'pages/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitted empty. */
export const RequiredErrors: Story = {
  parameters: {
    effector: { values: [set($loginErrors, { LOGIN: { type: 'required' }, PASSWORD: { type: 'required' } })] },
  },
};
