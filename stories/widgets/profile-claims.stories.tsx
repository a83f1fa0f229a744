import { Container } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $user } from '@/entities/session';
import { $token, fetchClaimGroupsFx, fetchClaimsFx, fetchPaidByYearFx, type Claim } from '@/shared/api';
import type { Lang } from '@/shared/i18n';
import { ClaimsScreen } from '@/widgets/profile-claims';
import { customerFixture, tokenFixture } from '../fixtures';
import { mock, perLang, set } from '../support/scope';

const PRODUCTS: Record<string, Record<Lang, string>> = {
  appa: { hy: 'ԱՊՊԱ', en: 'CMTPL', ru: 'ОСАГО' },
  property: { hy: 'Գույքի ապահովագրություն', en: 'Property insurance', ru: 'Страхование имущества' },
  travel: { hy: 'Ճանապարհորդական ապահովագրություն', en: 'Travel insurance', ru: 'Страхование путешественников' },
};
const MISSING: Record<Lang, string> = {
  hy: 'Մյուս վարորդի վարորդական վկայականի լուսանկարը՝ երկու կողմից',
  en: "A photo of the other driver's licence, both sides",
  ru: 'Фото водительского удостоверения второго водителя с двух сторон',
};
const at = (date: string) => `${date}T10:00:00.000Z`;

/** Claims of the simulator's demo customer (shortened): waiting for documents, under review, paid, rejected. */
const claims = (lang: Lang): Claim[] => [
  {
    ID: '5101',
    CLAIM_NUMBER: 'CL-2026-000412',
    DETID: '60101',
    CONTRACT_NUMBER: 'SV-APPA-2025-004211',
    PRODUCT: PRODUCTS.appa?.[lang] ?? '',
    STATUS: 'documents',
    EVENT_DATE: '2026-10-27',
    CREATED_AT: at('2026-10-28'),
    PLATE: '35OO123',
    AMOUNT_CLAIMED: 240000,
    AMOUNT_PAID: null,
    PAID_AT: null,
    MISSING: MISSING[lang],
    history: [
      { STATUS: 'submitted', DATE: at('2026-10-28'), NOTE: null },
      { STATUS: 'documents', DATE: at('2026-10-30'), NOTE: null },
    ],
  },
  {
    ID: '5102',
    CLAIM_NUMBER: 'CL-2026-000377',
    DETID: '60102',
    CONTRACT_NUMBER: 'SV-PROPERTY-2026-000318',
    PRODUCT: PRODUCTS.property?.[lang] ?? '',
    STATUS: 'review',
    EVENT_DATE: '2026-10-12',
    CREATED_AT: at('2026-10-13'),
    PLATE: null,
    AMOUNT_CLAIMED: 310000,
    AMOUNT_PAID: null,
    PAID_AT: null,
    MISSING: null,
    history: [
      { STATUS: 'submitted', DATE: at('2026-10-13'), NOTE: null },
      { STATUS: 'review', DATE: at('2026-10-16'), NOTE: null },
    ],
  },
  {
    ID: '5103',
    CLAIM_NUMBER: 'CL-2026-000102',
    DETID: '60101',
    CONTRACT_NUMBER: 'SV-APPA-2025-004211',
    PRODUCT: PRODUCTS.appa?.[lang] ?? '',
    STATUS: 'paid',
    EVENT_DATE: '2026-02-18',
    CREATED_AT: at('2026-02-19'),
    PLATE: '35OO123',
    AMOUNT_CLAIMED: 96000,
    AMOUNT_PAID: 96000,
    PAID_AT: '2026-03-05',
    MISSING: null,
    history: [
      { STATUS: 'submitted', DATE: at('2026-02-19'), NOTE: null },
      { STATUS: 'review', DATE: at('2026-02-21'), NOTE: null },
      { STATUS: 'approved', DATE: at('2026-03-02'), NOTE: null },
      { STATUS: 'paid', DATE: at('2026-03-05'), NOTE: null },
    ],
  },
  {
    ID: '5105',
    CLAIM_NUMBER: 'CL-2026-000291',
    DETID: '60104',
    CONTRACT_NUMBER: 'SV-TRAVEL-2026-001532',
    PRODUCT: PRODUCTS.travel?.[lang] ?? '',
    STATUS: 'rejected',
    EVENT_DATE: '2026-07-08',
    CREATED_AT: at('2026-07-27'),
    PLATE: null,
    AMOUNT_CLAIMED: 150000,
    AMOUNT_PAID: null,
    PAID_AT: null,
    MISSING: null,
    history: [
      { STATUS: 'submitted', DATE: at('2026-07-27'), NOTE: null },
      { STATUS: 'rejected', DATE: at('2026-08-06'), NOTE: null },
    ],
  },
];

const meta = {
  title: 'widgets/profile-claims/ClaimsScreen',
  component: ClaimsScreen,
  decorators: [
    (Story) => (
      <Container size="lg" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ClaimsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with each claim's status as a timeline, the green button and what was paid by year. */
export const Claims: Story = {
  parameters: {
    route: '/profile/3154',
    effector: perLang(({ lang }) => ({
      values: [set($user, customerFixture), set($token, tokenFixture)],
      handlers: [
        mock(fetchClaimsFx, () => ({ result: claims(lang) })),
        mock(fetchClaimGroupsFx, () => ({ result: [] })),
        mock(fetchPaidByYearFx, () => ({
          result: [
            { YEAR: 2026, COUNT: 1, AMOUNT: 96000 },
            { YEAR: 2025, COUNT: 2, AMOUNT: 385000 },
          ],
        })),
      ],
    })),
  },
};

/** No claim yet. */
export const Empty: Story = {
  tags: ['no-visual'],
  parameters: {
    effector: {
      values: [set($user, customerFixture), set($token, tokenFixture)],
      handlers: [
        mock(fetchClaimsFx, () => ({ result: [] })),
        mock(fetchClaimGroupsFx, () => ({ result: [] })),
        mock(fetchPaidByYearFx, () => ({ result: [] })),
      ],
    },
  },
};
