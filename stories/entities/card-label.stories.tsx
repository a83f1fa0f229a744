import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CardLabel } from '@/entities/card';
import type { SavedCard } from '@/shared/api';

/** Saved cards as the simulator stores them (masked numbers, MM/YY); the app groups and formats them. */
const visa: SavedCard = { ID: '1', CARDHOLDERID: '1001', CARDNUMBER: '411111******1111', CARDTYPE: 'visa', EXPDATE: '12/28', IS_DEF: true };
const mastercard: SavedCard = { ID: '2', CARDHOLDERID: '1001', CARDNUMBER: '555555******4444', CARDTYPE: 'mastercard', EXPDATE: '0327', IS_DEF: false };
const arca: SavedCard = { ID: '3', CARDHOLDERID: '1001', CARDNUMBER: '905111******1111', CARDTYPE: 'arca', EXPDATE: '2029-06', IS_DEF: false };
/** A CARDTYPE the app does not know (e.g. UnionPay): the generic card mark (docs/decisions/tolerant-schemas.md). */
const other: SavedCard = { ID: '4', CARDHOLDERID: '1001', CARDNUMBER: '621234******5678', CARDTYPE: 'card', EXPDATE: '09/30', IS_DEF: false };

/** The list is in the screenshots (every mark, the badge, both expiry formats); single cards are left out. */
const meta = {
  title: 'entities/card/CardLabel',
  component: CardLabel,
  args: { card: visa },
} satisfies Meta<typeof CardLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default card: Visa mark, number in fours with the masked digits as •, MM/YY, "Default" badge. */
export const DefaultVisa: Story = { tags: ['no-visual'] };

/** Mastercard, expiry stored as MMYY. */
export const Mastercard: Story = { tags: ['no-visual'], args: { card: mastercard } };

/** ArCa, expiry stored as YYYY-MM. */
export const Arca: Story = { tags: ['no-visual'], args: { card: arca } };

/** Another card system: the generic mark. */
export const OtherCard: Story = { tags: ['no-visual'], args: { card: other } };

/** The three together, as the payment step and the profile's cards tab list them. */
export const List: Story = {
  render: () => (
    <Stack gap="sm">
      {[visa, mastercard, arca].map((card) => (
        <CardLabel key={card.ID} card={card} />
      ))}
    </Stack>
  ),
};
