export { AppFeedback } from './ui/app-feedback';
export { WarningDialog } from './ui/warning-dialog';
export { $warningMessages } from './model/feedback';
