export { PurchaseWizard } from './ui/purchase-wizard';
export type { PurchaseWizardProps } from './ui/purchase-wizard';
export { WizardGate, stepForm, $stepIndex, $currentContract, backPressed, purchaseStarted } from './model/wizard';
