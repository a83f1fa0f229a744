export { AppFeedback } from './ui/app-feedback';
export { WarningDialog } from './ui/warning-dialog';
export { $warningMessages, $toastsUsed, warningDismissed, showToastFx } from './model/feedback';
export type { Toast } from './model/feedback';
