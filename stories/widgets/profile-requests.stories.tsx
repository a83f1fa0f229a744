import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $user } from '@/entities/session';
import { $token } from '@/shared/api';
import { RequestsScreen } from '@/widgets/profile-requests';
import { callbackForm, contractOrderForm, writtenRequestForm } from '@/widgets/profile-requests/testing';
import { customerFixture, tokenFixture } from '../fixtures';
import { perLang, set } from '../support/scope';

const signedIn = [set($user, customerFixture), set($token, tokenFixture)];

/** Menu 3157: a callback, a written request with an optional attachment, an order of insurance not sold online. */
const meta = {
  title: 'widgets/profile-requests/RequestsScreen',
  component: RequestsScreen,
  parameters: { route: '/profile/3157', effector: { values: signedIn } },
} satisfies Meta<typeof RequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three forms; the phone and the e-mail are the customer's. */
export const Default: Story = {};

/**
 * After sending: the callback received under its number; the written request refused by the server under the message
 * field (warning_d); the order checked before sending (no insurance chosen, a malformed e-mail).
 */
export const Answered: Story = {
  parameters: {
    // The server's refusal is in the request language.
    effector: perLang(({ lang }) => ({
      values: [
        ...signedIn,
        set(callbackForm.$values, { PHONE: '91-234-567', TOPIC: 'claim', TIME: 'morning', COMMENT: '' }),
        set(callbackForm.$received, { result: { NUMBER: 'CB-2026-000001', CREATED: '2026-11-25T10:00:00.000Z' }, message: '' }),
        set(writtenRequestForm.$values, { SUBJECT: 'Policy copy', TEXT: 'Please send me a paper copy.', FILE: null }),
        set(writtenRequestForm.$errors, { TEXT: { type: 'server', message: lang === 'hy' ? 'Առնվազն 20 նիշ' : lang === 'ru' ? 'Не менее 20 символов' : 'At least 20 characters' } }),
        set(contractOrderForm.$values, { PRODUCT: '', PHONE: '91-234-567', EMAIL: 'anna@', COMMENT: '' }),
        set(contractOrderForm.$errors, { PRODUCT: { type: 'required' }, EMAIL: { type: 'invalid' } }),
      ],
    })),
  },
};
