import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Footer } from '@/widgets/footer';
import { $footer, loadFooterFx } from '@/widgets/footer/testing';
import { footerFixture } from '../fixtures';
import { mock, never, perLang, set } from '../support/scope';

const meta = {
  title: 'widgets/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info links, social links, hotline, certificates, legal text, copyright and version. */
export const Loaded: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      values: [set($footer, footerFixture(lang))],
      handlers: [mock(loadFooterFx, async () => footerFixture(lang))],
    })),
  },
};

/** The request is on its way. */
export const Skeleton: Story = { parameters: { effector: { handlers: [mock(loadFooterFx, never)] } } };
