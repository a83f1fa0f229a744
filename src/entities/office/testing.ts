// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { BranchCard } from './ui/branch-card';
export { StaticArmeniaMap } from './ui/static-map';
