export { createResendTimer } from './model/resend-timer';
export { PasswordPolicy } from './ui/password-policy';
export { ResendButton } from './ui/resend-button';
export { checkEmailField, checkCodeField, checkNewPassword, serverFieldErrors, withoutField } from './lib/field-errors';
export type { AccountFieldError, AccountErrors } from './lib/field-errors';
