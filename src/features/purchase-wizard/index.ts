export { PurchaseWizard } from './ui/purchase-wizard';
export { purchaseStarted } from './model/wizard';
