export { OfficesMap } from './ui/offices-map';
export { BranchCard } from './ui/branch-card';
export { StaticArmeniaMap } from './ui/static-map';
export { contactHref } from './lib/contact-href';
