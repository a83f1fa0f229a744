import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { HomePage } from '@/pages/home';
import { $home, loadHomeFx } from '@/pages/home/testing';
import { ApiError } from '@/shared/api';
import { homeFixture } from '../fixtures';
import { mock, perLang, set } from '../support/scope';

const meta = {
  title: 'pages/home/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block of /home/: slider, services (a grid group and a slider group), app, documents, clients, reinsurers, figures, news, support, subscription. */
export const Loaded: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      values: [set($home, homeFixture(lang))],
      handlers: [mock(loadHomeFx, async () => homeFixture(lang))],
    })),
  },
};

/** /home/ could not be loaded: the retry alert. */
export const LoadError: Story = {
  parameters: {
    effector: {
      handlers: [
        mock(loadHomeFx, async () => {
          throw new ApiError({ kind: 'network', message: 'offline' });
        }),
      ],
    },
  },
};
