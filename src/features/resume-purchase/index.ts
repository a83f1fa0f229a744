export { UnfinishedPurchases } from './ui/unfinished-purchases';
export { UnfinishedPurchaseNotice } from './ui/unfinished-purchase-notice';
