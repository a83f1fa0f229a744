import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OfficesMap } from '@/entities/office';
import { BranchCard, StaticArmeniaMap } from '@/entities/office/testing';
import { isLang, type Lang } from '@/shared/i18n';
import { contactsFixture } from '../fixtures/company';

const langOf = (value: unknown): Lang => (isLang(value) ? value : 'hy');

const meta = { title: 'entities/office' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No Mapbox token (or no WebGL): the static map of Armenia with the three offices, and their addresses. */
export const MapFallback: Story = {
  render: (_args, { globals }) => <OfficesMap branches={contactsFixture(langOf(globals.lang)).branches} token="" />,
};

export const StaticMap: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxWidth: 520 }}>
      <StaticArmeniaMap branches={contactsFixture(langOf(globals.lang)).branches} />
    </div>
  ),
};

export const HeadOfficeCard: Story = {
  render: (_args, { globals }) => {
    const [head] = contactsFixture(langOf(globals.lang)).branches;
    return <div style={{ maxWidth: 420 }}>{head ? <BranchCard branch={head} marker={1} /> : null}</div>;
  },
};
