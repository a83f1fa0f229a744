export { UnfinishedPurchases } from './ui/unfinished-purchases';
export { UnfinishedPurchaseNotice } from './ui/unfinished-purchase-notice';
export {
  $discarding,
  $drafts,
  $discardFailed,
  $loadFailed,
  loadDraftsFx,
  UnfinishedPurchasesGate,
} from './model/drafts';
