export { AppFeedback } from './ui/app-feedback';
