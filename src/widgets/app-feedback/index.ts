export { AppFeedback } from './ui/app-feedback';
export { warningDismissed } from './model/feedback';
