import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SessionExpiryDialog } from '@/entities/session/testing';

/** "Your session is about to end" (issue 22 item 2): two minutes before the sliding 30 minutes run out. */
const meta = {
  title: 'entities/session/SessionExpiryWarning',
  component: SessionExpiryDialog,
  args: { secondsLeft: 105, failed: false, pending: false, onStay: fn(), onSignOut: fn() },
} satisfies Meta<typeof SessionExpiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, counting down; the focus on "Stay signed in". */
export const Open: Story = {};

/** "Stay signed in" could not reach the server: said inside the dialog. */
export const RenewFailed: Story = { args: { failed: true, secondsLeft: 47 } };
