import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BannerSlider, HomeSkeleton, ServiceGroupTiles } from '@/pages/home/testing';
import { $lang } from '@/shared/i18n';
import { useUnit } from 'effector-react';
import { gridGroupFixture, homeFixture, sliderGroupFixture } from '../fixtures';

function BannersOfLang() {
  const lang = useUnit($lang);
  return <BannerSlider slides={homeFixture(lang).sliderData.data} />;
}

function GridGroup() {
  const lang = useUnit($lang);
  return <ServiceGroupTiles group={gridGroupFixture(lang)} />;
}

function SliderGroup() {
  const lang = useUnit($lang);
  return <ServiceGroupTiles group={sliderGroupFixture(lang)} />;
}

const meta = {
  title: 'pages/home/Blocks',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner slider with three slides (the first is on screen; arrows and indicators). */
export const Banners: Story = { name: 'BannerSlider', render: () => <BannersOfLang /> };

/** A service group of 4 or fewer: tiles in a grid. */
export const ServiceTilesGrid: Story = { render: () => <GridGroup /> };

/** A service group of more than 4: tiles in a slider. */
export const ServiceTilesSlider: Story = { render: () => <SliderGroup /> };

/** The home page while /home/ loads. */
export const Skeleton: Story = { parameters: { layout: 'fullscreen' }, render: () => <HomeSkeleton /> };
