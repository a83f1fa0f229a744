export { OverviewScreen } from './ui/overview-screen';
export { overviewWarmDropped, overviewWarmed } from './model/overview';
