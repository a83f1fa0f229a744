export { createResendTimer } from './model/resend-timer';
export { createCodeFlow, codeProblemOf, codeDigits } from './model/code-flow';
export type { CodeFlow, CodeProblem } from './model/code-flow';
export { PasswordPolicy } from './ui/password-policy';
export { ResendButton } from './ui/resend-button';
export { CodeEntry } from './ui/code-entry';
export { checkEmailField, checkCodeField, checkNewPassword, serverFieldErrors, withoutField } from './lib/field-errors';
export type { AccountFieldError, AccountErrors } from './lib/field-errors';
