export { UnfinishedPurchases } from './ui/unfinished-purchases';
export { UnfinishedPurchaseNotice } from './ui/unfinished-purchase-notice';
export { draftsWarmDropped, draftsWarmed } from './model/drafts';
