import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ConfirmDialog } from '@/shared/ui';
import { L } from '../support/text';

const meta = {
  title: 'shared/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    title: <L hy="Ջնջե՞լ սևագիրը" en="Delete the draft?" ru="Удалить черновик?" />,
    children: (
      <L
        hy="Սևագիրը կջնջվի, և այն հնարավոր չի լինի վերականգնել։"
        en="The draft will be deleted and cannot be restored."
        ru="Черновик будет удалён без возможности восстановления."
      />
    ),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with a question and an explanation; the buttons read Այո / Ոչ in Armenian. */
export const Open: Story = {};

/** Only the question. */
export const WithoutText: Story = { args: { children: undefined } };
