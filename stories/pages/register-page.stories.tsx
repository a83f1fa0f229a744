import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  $registerDocuments,
  $registerDocumentType,
  $registerEmailSent,
  $registerErrors,
  $registerIdentityFailed,
  $registerPassword,
  $registerPhoneSent,
  $registerSignedUp,
  $registerVerified,
  $registration,
  registerTimer,
  type DocumentFile,
} from '@/features/register';
import { RegisterPage } from '@/pages/register';
import { set } from '../support/scope';

/** Registration screens (customer-portal.md §2 "Registration routes"), one story per step. */
const meta = {
  title: 'pages/RegisterPage',
  component: RegisterPage,
  parameters: { layout: 'fullscreen', route: '/register' },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'armen.grigoryan@example.am';
const sent = [set($registerEmailSent, EMAIL), set(registerTimer.$secondsLeft, 120)];
const registered = [...sent, set($registration, 'reg-story')];
const signedUp = [...registered, set($registerSignedUp, true), set($registerVerified, 'email')];

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const documents: DocumentFile[] = [
  { key: 'idCard:front-1', part: 'front', file: file('id-front.jpg', 'image/jpeg', 412_000), status: 'done', uploadId: 'upl-1', error: null },
  { key: 'idCard:back-2', part: 'back', file: file('id-back.pdf', 'application/pdf', 96_000), status: 'failed', uploadId: null, error: null },
  { key: 'idCard:selfie-3', part: 'selfie', file: file('selfie.png', 'image/png', 1_200_000), status: 'ready', uploadId: null, error: null },
];

export const Email: Story = { args: { step: { name: 'email' } } };

export const Code: Story = {
  args: { step: { name: 'code' } },
  parameters: { route: '/register/code', effector: { values: sent } },
};

export const Phone: Story = {
  args: { step: { name: 'phone' } },
  parameters: { route: '/register/phone', effector: { values: registered } },
};

export const PhoneCode: Story = {
  args: { step: { name: 'phoneCode' } },
  parameters: { route: '/register/phone/code', effector: { values: [...registered, set($registerPhoneSent, '+37493333444')] } },
};

export const SocialCard: Story = {
  args: { step: { name: 'soc' } },
  parameters: { route: '/register/soc', effector: { values: [...registered, set($registerErrors, { SSN: { type: 'invalid' } })] } },
};

/** E-mail verified; the policy list ticks as the password is typed. */
export const Password: Story = {
  args: { step: { name: 'password' } },
  parameters: { route: '/register/password', effector: { values: [...registered, set($registerVerified, 'email'), set($registerPassword, 'ararat20')] } },
};

/** Nothing matched: call us and send documents; the name is asked. */
export const PasswordNotVerified: Story = {
  args: { step: { name: 'password' } },
  parameters: { route: '/register/password', effector: { values: [...registered, set($registerIdentityFailed, true)] } },
};

export const Identification: Story = {
  args: { step: { name: 'identification' } },
  parameters: { route: '/register/identification', effector: { values: signedUp } },
};

/** ID card: one file sent, one failed (kept for "Try again"), one chosen. */
export const Documents: Story = {
  args: { step: { name: 'personalData', type: 'idCard' } },
  parameters: {
    route: '/register/personalData/idCard',
    effector: { values: [...signedUp, set($registerDocumentType, 'idCard'), set($registerDocuments, documents)] },
  },
};
