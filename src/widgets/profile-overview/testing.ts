// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { loadOverviewFx } from './model/overview';
export type { Overview } from './model/overview';
