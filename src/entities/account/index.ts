export { createResendTimer } from './model/resend-timer';
export type { ResendTimer } from './model/resend-timer';
export { PasswordPolicy } from './ui/password-policy';
export { ResendButton } from './ui/resend-button';
