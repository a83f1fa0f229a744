export { UnfinishedPurchases } from './ui/unfinished-purchases';
export { UnfinishedPurchaseNotice } from './ui/unfinished-purchase-notice';
export { $discarding, $drafts } from './model/drafts';
