import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CardsScreen } from '@/widgets/profile-cards';
import { loadCardsFx, removeClicked } from '@/widgets/profile-cards/testing';
import { profileCardsFixture } from '../fixtures';
import { fire, mock } from '../support/scope';

/** The profile's cards tab: saved cards (masked in fours, MM/YY, marks, the default), add, make default, remove. */
const meta = {
  title: 'widgets/profile-cards/CardsScreen',
  component: CardsScreen,
  parameters: { route: '/profile/3155', effector: { handlers: [mock(loadCardsFx, async () => profileCardsFixture)] } },
} satisfies Meta<typeof CardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved cards, the Visa the default. */
export const Cards: Story = {};

/** No saved card yet. */
export const Empty: Story = { tags: ['no-visual'], parameters: { effector: { handlers: [mock(loadCardsFx, async () => [])] } } };

/** "Remove the card ending in 1111?" before the card goes. */
export const RemoveConfirmation: Story = {
  tags: ['no-visual'],
  parameters: { effector: { handlers: [mock(loadCardsFx, async () => profileCardsFixture)], launch: [fire(removeClicked, profileCardsFixture[0]!)] } },
};
