import { Container } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { medicalForms } from '@mocks/domains/purchase/medical-forms';
import { $user } from '@/entities/session';
import { PurchaseWizard } from '@/features/purchase-wizard';
import { stepForm } from '@/features/purchase-wizard/testing';
import { $token } from '@/shared/api';
import type { LoadRequest } from '@/shared/form-engine';
import type { Lang } from '@/shared/i18n';
import { customerFixture as demoCustomer, tokenFixture } from '../fixtures';
import { mock, perLang, set } from '../support/scope';

/** The simulator's step forms of the medical check-ups, in the story's language (the simulator says `am`). */
const loadFormFor = (lang: Lang) => (request: LoadRequest) => {
  const form = medicalForms.find((candidate) => request.kind === 'interface-form' && candidate.tabId === request.id);
  const server = lang === 'hy' ? 'am' : lang;
  const meta = form?.meta?.[server];
  return { key: request.key, list: form?.fields(server) ?? [], values: null, meta: { title: meta?.title ?? '', description: meta?.description ?? null, keywords: null } };
};

const meta = {
  title: 'features/purchase-wizard/Medical check-ups',
  component: PurchaseWizard,
  decorators: [
    (Story) => (
      <Container size="lg" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof PurchaseWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstStep = (product: 'medicalCheckUp' | 'medicalCheckUpPlus' | 'socialMedCheckUp'): Story => ({
  args: { product, tab: 'search-person' },
  parameters: {
    route: `/profile/health-insurance/${product}/search-person`,
    effector: perLang(({ lang }) => ({
      values: [set($user, demoCustomer), set($token, tokenFixture)],
      handlers: [mock(stepForm.loadFx, loadFormFor(lang))],
    })),
  },
});

/** Medical check-up step 1 (4515): the title, the promo code with its Check button, the fields 4518, 4520, 4519, 4521, 4600, the consent. */
export const MedicalCheckUpSearchPerson: Story = firstStep('medicalCheckUp');

/** Medical check-up plus step 1 (4697). */
export const MedicalCheckUpPlusSearchPerson: Story = firstStep('medicalCheckUpPlus');

/** Social medical check-up step 1 (4886): the public service number is required. */
export const SocialMedCheckUpSearchPerson: Story = firstStep('socialMedCheckUp');
