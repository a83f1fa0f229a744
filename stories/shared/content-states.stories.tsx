import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState, LoadError, LazyVideo } from '@/shared/ui';
import { L } from '../support/text';

const meta = {
  title: 'shared/ContentStates',
  component: LoadError,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that could not be loaded: the generic title (translated) and a retry. */
export const LoadErrorPage: Story = {};

/** A block inside a page (compact), with its own title. */
export const LoadErrorBlock: Story = {
  render: (args) => (
    <Stack maw={360}>
      <LoadError
        {...args}
        compact
        title={<L hy="Չհաջողվեց բեռնել վերջին նորությունները" en="The latest news could not be loaded" ru="Не удалось загрузить последние новости" />}
      />
    </Stack>
  ),
};

/** The empty state of a list: what happened and what to do next. */
export const Empty: Story = {
  render: () => (
    <EmptyState title={<L hy="Այս թեմայով հոդվածներ դեռ չկան" en="No posts on this topic yet" ru="Статей на эту тему пока нет" />}>
      <L hy="Տեսեք մյուս թեմաները։" en="See the other topics." ru="Посмотрите другие темы." />
    </EmptyState>
  ),
};

/** A video before it is played: the poster and a play button; no third-party frame yet. */
export const VideoPoster: Story = {
  render: () => (
    <Stack maw={480}>
      <LazyVideo url="https://www.youtube.com/watch?v=Sv3nAppa001" poster="/sim-assets/video-appa.svg" title="CMTPL" />
    </Stack>
  ),
};
