export { createCodeFlow } from './model/code-flow';
export { CodeEntry } from './ui/code-entry';
export { NewPasswordFields } from './ui/new-password-fields';
export { checkEmailField, checkNewPassword, serverFieldErrors, withoutField } from './lib/field-errors';
export type { AccountFieldError, AccountErrors } from './lib/field-errors';
