import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RaffleScreen } from '@/widgets/profile-raffle';
import { loadRaffleFx } from '@/widgets/profile-raffle/testing';
import { raffleInfoFixture, raffleTicketsFixture } from '../fixtures';
import { mock, perLang } from '../support/scope';

/** The profile's raffle tab: the prize, the period and the draw, the customer's tickets, how it works. */
const meta = {
  title: 'widgets/profile-raffle/RaffleScreen',
  component: RaffleScreen,
  parameters: {
    route: '/profile/3159',
    effector: perLang(({ lang }) => ({
      handlers: [mock(loadRaffleFx, async () => ({ info: raffleInfoFixture(lang), tickets: raffleTicketsFixture(lang), today: '2026-11-24' }))],
    })),
  },
} satisfies Meta<typeof RaffleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tickets, one of them new. */
export const Raffle: Story = {};

/** No ticket yet. */
export const NoTickets: Story = {
  tags: ['no-visual'],
  parameters: {
    effector: perLang(({ lang }) => ({
      handlers: [mock(loadRaffleFx, async () => ({ info: { ...raffleInfoFixture(lang), NEW_TICKETS: 0 }, tickets: [], today: '2026-11-24' }))],
    })),
  },
};
