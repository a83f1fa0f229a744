export { PurchaseWizard } from './ui/purchase-wizard';
export { stepForm, purchaseStarted } from './model/wizard';
