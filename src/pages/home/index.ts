export { HomePage } from './ui/home-page';
export { HomeSkeleton } from './ui/home-skeleton';
export { BannerSlider } from './ui/banner-slider';
export { ServiceGroupTiles } from './ui/services-section';
export {
  HomeGate,
  $home,
  $slides,
  $tab as $servicesTab,
  $documentTiles,
  tabChanged as servicesTabChanged,
  loadHomeFx,
  SLIDE_LINKS,
  CALCULATORS_TILE_URL,
} from './model/home';
export type { HomeScrollTarget, ServicesTab } from './model/home';
