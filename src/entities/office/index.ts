export { OfficesMap } from './ui/offices-map';
export { BranchCard } from './ui/branch-card';
export { StaticArmeniaMap } from './ui/static-map';
export { chooseMapMode, hasWebGL, project as projectOnStaticMap, ARMENIA_CENTER } from './lib/map-mode';
export type { MapMode } from './lib/map-mode';
export { contactHref } from './lib/contact-href';
