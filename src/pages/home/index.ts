export { HomePage } from './ui/home-page';
export { HomeSkeleton } from './ui/home-skeleton';
export { BannerSlider } from './ui/banner-slider';
export { ServiceGroupTiles } from './ui/services-section';
export { $home, loadHomeFx } from './model/home';
