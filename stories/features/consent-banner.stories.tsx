import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ConsentBannerBox } from '@/features/third-party-consent/testing';

/** Consent before the chat widget and the push service (issue 22 item 3): shown only when one is configured. */
const meta = {
  title: 'features/third-party-consent/ConsentBanner',
  component: ConsentBannerBox,
  args: { reopened: false, onAllow: fn(), onRefuse: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentBannerBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: a bar at the bottom of the screen, the page usable behind it. */
export const FirstVisit: Story = {};

/** Opened again from the footer: the focus on its title, Escape keeps the choice. */
export const Reopened: Story = { args: { reopened: true } };
