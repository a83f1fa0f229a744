export { OverviewScreen } from './ui/overview-screen';
export { overviewQuery, loadOverviewFx } from './model/overview';
export type { Overview } from './model/overview';
export { attentionOf, ENDING_SOON_DAYS } from './lib/attention';
export type { AttentionItem, Holding } from './lib/attention';
