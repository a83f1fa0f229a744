// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { HomeSkeleton } from './ui/home-skeleton';
export { BannerSlider } from './ui/banner-slider';
export { ServiceGroupTiles } from './ui/services-section';
export { $home, loadHomeFx } from './model/home';
