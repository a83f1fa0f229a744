import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $user } from '@/entities/session';
import { ProfilePage } from '@/pages/profile';
import { fetchMenuFx } from '@/shared/api';
import type { Lang } from '@/shared/i18n';
import { loadOverviewFx, type Overview as OverviewData } from '@/widgets/profile-overview/testing';
import { customerFixture, profileContractsFixture, profileGroupsFixture, profileMenuFixture } from '../fixtures';
import { mock, never, perLang, set } from '../support/scope';

const overview = (lang: Lang): OverviewData => {
  const [cmtpl] = profileContractsFixture(lang);
  return {
    holdings: profileGroupsFixture(lang).map((group) => ({ group: group.GROUP, name: group.NAME, active: group.ACTIVE, total: group.COUNT })),
    attention: [
      { kind: 'debt', contractId: '60102', contractNumber: 'SV-PROPERTY-2026-000318', productName: profileGroupsFixture(lang)[1]!.NAME, amount: 12_000, dueDate: '2026-12-01', overdue: false },
      { kind: 'ending', contract: cmtpl!, daysLeft: 21 },
    ],
    inForce: 3,
  };
};

/** The profile frame (/profile/{tab}): the server's menu and the tab's screen; here the overview (3152). */
const meta = {
  title: 'pages/profile/ProfilePage',
  component: ProfilePage,
  args: { tab: '3152' },
  parameters: {
    layout: 'fullscreen',
    route: '/profile/3152',
    effector: perLang(({ lang }) => ({
      values: [set($user, customerFixture)],
      handlers: [mock(fetchMenuFx, async () => profileMenuFixture(lang)), mock(loadOverviewFx, async () => overview(lang))],
    })),
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /profile/3152: the overview — a debt, a CMTPL ending in 21 days, the contracts by product. */
export const Overview: Story = {};

/** An address that names no screen: not-found inside the frame, the menu stays. */
export const TabNotFound: Story = { tags: ['no-visual'], args: { tab: 'nothing-here' }, parameters: { route: '/profile/nothing-here' } };

/** The menu on its way: the frame's skeleton. */
export const Loading: Story = { tags: ['no-visual'], parameters: { effector: { handlers: [mock(fetchMenuFx, never)] } } };
