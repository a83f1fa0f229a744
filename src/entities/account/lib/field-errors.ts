import type { ApiError } from '@/shared/api';
import { isEmail, isStrongPassword } from '@/shared/lib';

/**
 * The field checks the account forms share (registration and password recovery, customer-portal.md §5): what is
 * wrong with a field, keyed by the backend's field name; the server checks the same and answers warning_d.
 */
export type AccountFieldError = { type: 'required' } | { type: 'invalid' } | { type: 'mismatch' } | { type: 'server'; message: string };
export type AccountErrors<Field extends string> = Partial<Record<Field, AccountFieldError>>;

export const checkEmailField = (email: string): AccountErrors<'EMAIL'> =>
  !email.trim() ? { EMAIL: { type: 'required' } } : !isEmail(email) ? { EMAIL: { type: 'invalid' } } : {};

/** A new password (the policy) and its check (the same text). */
export function checkNewPassword({ password, confirm }: { password: string; confirm: string }): AccountErrors<'PASSWORD' | 'PASSWORD_CONFIRM'> {
  const errors: AccountErrors<'PASSWORD' | 'PASSWORD_CONFIRM'> = {};
  if (!password) errors.PASSWORD = { type: 'required' };
  else if (!isStrongPassword(password)) errors.PASSWORD = { type: 'invalid' };
  if (!confirm) errors.PASSWORD_CONFIRM = { type: 'required' };
  else if (password && confirm !== password) errors.PASSWORD_CONFIRM = { type: 'mismatch' };
  return errors;
}

/** The server's field warnings (warning_d) of these fields, under them. */
export function serverFieldErrors<Field extends string>(error: ApiError, fields: readonly Field[]): AccountErrors<Field> {
  const errors: AccountErrors<Field> = {};
  for (const field of fields) {
    const message = error.fieldWarnings[field]?.[0];
    if (message) errors[field] = { type: 'server', message };
  }
  return errors;
}

/** The errors without this field's (it changed). */
export const withoutField =
  <Field extends string>(field: Field) =>
  (errors: AccountErrors<Field>): AccountErrors<Field> => {
    const { [field]: _, ...rest } = errors;
    return rest as AccountErrors<Field>;
  };
