export { OverviewScreen } from './ui/overview-screen';
