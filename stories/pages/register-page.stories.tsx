import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $registerEmailSent, $registerErrors, $registerIdentityFailed, $registerPassword, $registerPhoneSent, $registerSignedUp, $registerVerified, $registration, registerTimer } from '@/features/register/testing';
import { $identityDocumentItems, $identityDocumentType } from '@/features/send-identity-documents/testing';
import type { UploadItem } from '@/shared/upload';
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

type Part = 'front' | 'back' | 'selfie' | 'photoPage' | 'registrationPage';
const row = (key: string, slot: Part, name: string, status: UploadItem['status'], size: number | null, extra: Partial<UploadItem<Part>> = {}): UploadItem<Part> => ({
  key,
  slot,
  name,
  type: 'image/jpeg',
  chosenSize: 4_200_000,
  size,
  photo: true,
  status,
  progress: status === 'uploading' ? 0.6 : null,
  message: null,
  uploaded: status === 'uploaded' ? { id: key, kind: `idCard-${slot}`, name, type: 'image/jpeg', size: size ?? 0, file: `/files/${key}` } : null,
  ...extra,
});
const documents: UploadItem<Part>[] = [
  row('d1', 'front', 'front.jpg', 'uploaded', 640_000),
  row('d2', 'back', 'back.jpg', 'failed', 610_000),
  row('d3', 'selfie', 'IMG_3020.HEIC', 'preparing', null),
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

/** ID card: one file uploaded, one failed (kept for "Try again"), a selfie being prepared. */
export const Documents: Story = {
  args: { step: { name: 'personalData', type: 'idCard' } },
  parameters: {
    route: '/register/personalData/idCard',
    effector: { values: [...signedUp, set($identityDocumentType, 'idCard'), set($identityDocumentItems, documents)] },
  },
};
