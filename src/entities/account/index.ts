export { createResendTimer } from './model/resend-timer';
export { createCodeFlow } from './model/code-flow';
export { PasswordPolicy } from './ui/password-policy';
export { CodeEntry } from './ui/code-entry';
export { checkEmailField, checkCodeField, checkNewPassword, serverFieldErrors, withoutField } from './lib/field-errors';
export type { AccountFieldError, AccountErrors } from './lib/field-errors';
