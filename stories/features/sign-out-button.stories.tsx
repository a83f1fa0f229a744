import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SignOutButton } from '@/features/sign-out';
import { $signOutConfirmOpen } from '@/features/sign-out/testing';
import { set } from '../support/scope';

const meta = {
  title: 'features/sign-out/SignOutButton',
  component: SignOutButton,
} satisfies Meta<typeof SignOutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Clicked: "Sign out?" with Yes / No. */
export const ConfirmOpen: Story = { parameters: { effector: { values: [set($signOutConfirmOpen, true)] } } };
