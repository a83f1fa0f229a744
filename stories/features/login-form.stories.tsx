import { Box } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoginForm } from '@/features/sign-in';
import { $captcha, $login, $loginErrors, $password, loginFormSubmitted } from '@/features/sign-in/testing';
import { fire, perLang, set } from '../support/scope';

const filled = [set($login, '1234567890'), set($password, 'Sevan2026!')];

const meta = {
  title: 'features/sign-in/LoginForm',
  component: LoginForm,
  decorators: [
    (Story) => (
      <Box maw={420}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: both fields say they are required. */
export const RequiredErrors: Story = {
  parameters: {
    effector: { values: [set($loginErrors, { LOGIN: { type: 'required' }, PASSWORD: { type: 'required' } })] },
  },
};

/** A field warning from the server (warning_d), shown under the field. */
export const ServerError: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      values: [
        set($login, '1234567890'),
        set($loginErrors, {
          PASSWORD: {
            type: 'server',
            message: { hy: 'Գաղտնաբառը սխալ է', en: 'The password is incorrect', ru: 'Неверный пароль' }[lang],
          },
        }),
      ],
    })),
  },
};

/** After repeated failures the simulator asks "I am not a robot" before it signs in. */
export const CaptchaChallenge: Story = {
  parameters: { effector: { values: [...filled, set($captcha, { id: 'story-captcha', question: '7 + 5 = ?' })] } },
};

/** Submitted: the request is on its way (it never settles here), the button spins. */
export const Pending: Story = {
  parameters: { effector: { values: filled, launch: [fire(loginFormSubmitted, undefined)] } },
};
