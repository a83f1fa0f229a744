import { Container } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PROFILE_PRODUCT_NAMES } from '@mocks/domains/profile/fixtures';
import { UnfinishedPurchaseNotice, UnfinishedPurchases } from '@/features/resume-purchase';
import { $discarding, $drafts } from '@/features/resume-purchase/testing';
import type { PurchaseDraft } from '@/shared/api';
import type { Lang } from '@/shared/i18n';
import { perLang, set } from '../support/scope';

/** Unfinished purchases (issue 24 item 1): the overview's "Continue your purchase" and a wizard's start. */
const meta = {
  title: 'features/resume-purchase',
  decorators: [
    (Story) => (
      <Container size="md" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const server = (lang: Lang) => (lang === 'hy' ? 'am' : lang);
const contract = (ID: string, category: string) =>
  ({ ID, SGUID: `S${ID}`, ORDER_ID: ID, IS_FREE: false, category, status: 'draft', BROKER: null, PASSPORT: 'AN1234567', PASSPORT_HOLDER: null, CUSTOMER_IS_OWNER: null, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: 'Anna Hakobyan', PREMIUMSPAY: 0, PREMIUMSPAY_DISCOUNT: null, CONTRACT_NUMBER: null, FROMDATE: null, TODATE: null }) as PurchaseDraft['CONTRACT'];

/** Anna's CMTPL for 35OO123 at its payment step, changed on 20/11 at 10:15 (Yerevan), and a trip not priced yet. */
const drafts = (lang: Lang): PurchaseDraft[] => [
  {
    ID: '70001',
    PRODUCT: 'appa',
    PRODUCT_NAME: PROFILE_PRODUCT_NAMES.appa?.[server(lang)] ?? 'CMTPL',
    OBJECT: '35OO123',
    PREMIUMSPAY: 34560,
    UPDATED_AT: '2026-11-20T06:15:00.000Z',
    NEXT_FORM: 4303,
    CONTRACT: contract('70001', 'appa'),
    STEPS: {},
    VEHICLE: null,
  },
  {
    ID: '70002',
    PRODUCT: 'travel',
    PRODUCT_NAME: PROFILE_PRODUCT_NAMES.travel?.[server(lang)] ?? 'Travel insurance',
    OBJECT: { hy: 'Ֆրանսիա, Իտալիա', en: 'France, Italy', ru: 'Франция, Италия' }[lang],
    PREMIUMSPAY: null,
    UPDATED_AT: '2026-11-18T14:40:00.000Z',
    NEXT_FORM: 4423,
    CONTRACT: contract('70002', 'travel'),
    STEPS: {},
    VEHICLE: null,
  },
];

/** The overview's block: product, object, price (or "comes with the next step"), last change; Continue / Discard. */
export const Overview: Story = {
  render: () => <UnfinishedPurchases />,
  parameters: { route: '/profile/3152', effector: perLang(({ lang }) => ({ values: [set($drafts, drafts(lang))] })) },
};

/** The start of the CMTPL wizard: "You have an unfinished CMTPL for 35OO123: continue or start again". */
export const WizardStart: Story = {
  render: () => <UnfinishedPurchaseNotice product="appa" />,
  parameters: { route: '/profile/newContracts/appa/search-car', effector: perLang(({ lang }) => ({ values: [set($drafts, drafts(lang))] })) },
};

/** "Start again" pressed: the question before the draft is discarded. */
export const StartAgainAsked: Story = {
  render: () => <UnfinishedPurchaseNotice product="appa" />,
  parameters: {
    route: '/profile/newContracts/appa/search-car',
    effector: perLang(({ lang }) => ({ values: [set($drafts, drafts(lang)), set($discarding, drafts(lang)[0] ?? null)] })),
  },
};
