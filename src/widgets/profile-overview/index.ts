export { OverviewScreen } from './ui/overview-screen';
export { loadOverviewFx } from './model/overview';
export type { Overview } from './model/overview';
