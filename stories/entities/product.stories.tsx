import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AdviceBlock, ProductCard, ServiceBreadcrumbs } from '@/entities/product';
import { useUnit } from 'effector-react';
import { $lang } from '@/shared/i18n';
import { catalogueFixture } from '../fixtures';

/** The catalogue's small pieces, with the simulator's products. */
function ProductCards() {
  const lang = useUnit($lang);
  const [appa, , casco] = catalogueFixture(lang).personal.groups[0]?.products ?? [];
  if (!appa || !casco) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
      <ProductCard product={appa} href="/services/personal/1/appa" online />
      <ProductCard product={casco} href="/services/personal/1/casco" />
    </SimpleGrid>
  );
}

function Breadcrumbs() {
  const lang = useUnit($lang);
  const group = catalogueFixture(lang).personal.groups[2];
  const product = group?.products[2];
  const services = { hy: 'Ծառայություններ', en: 'Services', ru: 'Услуги' }[lang];
  return (
    <ServiceBreadcrumbs
      items={[
        { label: services, to: '/services' },
        { label: group?.title ?? '', to: '/services/personal/3' },
        { label: product?.title ?? '' },
      ]}
    />
  );
}

const meta = {
  title: 'entities/product',
  component: ProductCards,
} satisfies Meta<typeof ProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product cards: one sold online (badge), one not. The whole card is the link. */
export const Cards: Story = {};

/** Where a page sits in the catalogue; the last crumb is the page itself. */
export const Breadcrumb: Story = { render: () => <Breadcrumbs /> };

/** The phone and the contacts, for advice or offline purchases. */
export const Advice: Story = { render: () => <AdviceBlock /> };
