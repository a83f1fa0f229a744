import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $user } from '@/entities/session';
import { $token } from '@/shared/api';
import { ContactScreen } from '@/widgets/profile-contact';
import { emailChange, phoneChange } from '@/widgets/profile-contact/testing';
import { customerFixture, tokenFixture } from '../fixtures';
import { set } from '../support/scope';

/** Anna with her address (as the simulator seeds it). */
const customer = { ...customerFixture, ADDRESS: { CITY: 'Երևան', STREET: 'Տիգրան Մեծի պողոտա', HOUSE: '12', APARTMENT: '34' } };
const signedIn = [set($user, customer), set($token, tokenFixture)];

const meta = {
  title: 'widgets/profile-contact/ContactScreen',
  component: ContactScreen,
  parameters: { route: '/profile/3156', effector: { values: signedIn } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's picture, phone and e-mail (each with its change form), address (town and street suggested) and language. */
export const Default: Story = {};

/**
 * A code went to the new number (the countdown stands at 1:27); the e-mail form has the server's refusal of a
 * taken address under the field.
 */
export const CodeSent: Story = {
  parameters: {
    effector: {
      values: [
        ...signedIn,
        set(phoneChange.$sentRequest, { PHONE: '+37477123456' }),
        set(phoneChange.$code, '12'),
        set(phoneChange.timer.$secondsLeft, 87),
        set(emailChange.$value, 'david.petrosyan@example.am'),
        set(emailChange.$errors, { value: { type: 'server', message: 'This e-mail is used by another account' } }),
      ],
    },
  },
};
