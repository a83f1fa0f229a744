import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SessionEndedModal } from '@/entities/session';
import { $sessionEnded } from '@/entities/session/testing';
import { set } from '../support/scope';

const meta = {
  title: 'entities/session/SessionEndedModal',
  component: SessionEndedModal,
} satisfies Meta<typeof SessionEndedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a 401: "your session has ended" with OK. */
export const Open: Story = { parameters: { effector: { values: [set($sessionEnded, true)] } } };
