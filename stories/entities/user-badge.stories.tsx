import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $user, UserBadge } from '@/entities/session';
import { $token } from '@/shared/api';
import { customerFixture, customerWithoutAvatarFixture, tokenFixture } from '../fixtures';
import { set } from '../support/scope';

const meta = {
  title: 'entities/session/UserBadge',
  component: UserBadge,
  parameters: { effector: { values: [set($user, customerFixture), set($token, tokenFixture)] } },
} satisfies Meta<typeof UserBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: initials and the customer's name in the page's language (the name hides below `sm`). */
export const SignedIn: Story = {};

/** The compact form of the mobile drawer: smaller avatar, name always shown. */
export const Compact: Story = { args: { compact: true } };

/** No picture: the avatar shows the initials. */
export const Initials: Story = {
  parameters: { effector: { values: [set($user, customerWithoutAvatarFixture), set($token, tokenFixture)] } },
};

/** No name in the page's language: another language's name is shown. */
export const NameFallback: Story = {
  parameters: {
    effector: {
      values: [set($user, { ...customerWithoutAvatarFixture, fullname_hy: '', fullname_ru: '' }), set($token, tokenFixture)],
    },
  },
};
