import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ContractsScreen, SubrogationScreen } from '@/widgets/profile-contracts';
import { HealthCard, loadContractsFx, loadSubrogationFx } from '@/widgets/profile-contracts/testing';
import { profileContractsFixture, profileGroupsFixture, subrogationFixture } from '../fixtures';
import { mock, perLang } from '../support/scope';

/** The profile's contracts tab: groups as a filter, each contract with its state, period, premium and actions. */
const meta = {
  title: 'widgets/profile-contracts/ContractsScreen',
  component: ContractsScreen,
  parameters: {
    route: '/profile/3153',
    effector: perLang(({ lang }) => ({
      handlers: [mock(loadContractsFx, async () => ({ groups: profileGroupsFixture(lang), contracts: profileContractsFixture(lang) }))],
    })),
  },
} satisfies Meta<typeof ContractsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's contracts: CMTPL (renew), property, medical (health card), travel ended (buy again), Just CASCO ended. */
export const Contracts: Story = {};

/** No contract yet: what to do next. */
export const Empty: Story = {
  tags: ['no-visual'],
  parameters: { effector: { handlers: [mock(loadContractsFx, async () => ({ groups: [], contracts: [] }))] } },
};

/** The subrogation tab (get-grid-list 3158): granted columns, the customer's cases; scrolls sideways on a phone. */
export const Subrogation: Story = {
  render: () => <SubrogationScreen />,
  parameters: { route: '/profile/3158', effector: perLang(({ lang }) => ({ handlers: [mock(loadSubrogationFx, async () => subrogationFixture(lang))] })) },
};

/** The health insurance card of a medical contract, as it opens under the contract. */
export const HealthInsuranceCard: Story = {
  tags: ['no-visual'],
  render: () => <HealthCard card={profileContractsFixture('en')[2]!.HEALTH_CARD!} />,
};
