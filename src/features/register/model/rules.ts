import { checkNewPassword, serverFieldErrors, type AccountErrors, type AccountFieldError } from '@/entities/account';
import type { ApiError } from '@/shared/api';
import { checkPhone } from '@/shared/form-engine';
import { isSocialCardNumber } from '@/shared/lib';

/**
 * The registration screens' field rules (customer-portal.md §5), pure: the model (registration.ts) runs them on
 * "Continue" and shows what they answer under the fields; the server checks the same and answers warning_d. The
 * e-mail and code rules are the accounts' (entities/account), shared with recovery.
 */
export type RegisterField = 'EMAIL' | 'CODE' | 'PHONE' | 'SSN' | 'PASSWORD' | 'PASSWORD_CONFIRM' | 'FIRSTNAME' | 'LASTNAME' | 'FILES';
export type FieldError = AccountFieldError;
export type RegisterErrors = AccountErrors<RegisterField>;

const REGISTER_FIELDS = ['EMAIL', 'CODE', 'PHONE', 'SSN', 'PASSWORD', 'PASSWORD_CONFIRM', 'FIRSTNAME', 'LASTNAME', 'FILES'] as const satisfies readonly RegisterField[];

/** The phone screen: required, an Armenian mobile number (the form engine's phone rule). */
export const checkPhoneField = (phone: string): RegisterErrors => (!phone ? { PHONE: { type: 'required' } } : checkPhone(phone) ? { PHONE: { type: 'invalid' } } : {});

/** The social card screen: required, a social card number (10 digits). */
export const checkSsn = (ssn: string): RegisterErrors => (!ssn ? { SSN: { type: 'required' } } : !isSocialCardNumber(ssn) ? { SSN: { type: 'invalid' } } : {});

/** A first or last name: letters, then letters, spaces or hyphens. */
const NAME = /^[\p{L}][\p{L} -]*$/u;

/** The password screen: the new password and its confirmation; the name too when nothing matched the customer. */
export function checkPassword(form: { password: string; confirm: string; first: string; last: string; needsName: boolean }): RegisterErrors {
  const errors: RegisterErrors = checkNewPassword(form);
  if (form.needsName) {
    if (!form.first.trim()) errors.FIRSTNAME = { type: 'required' };
    else if (!NAME.test(form.first.trim())) errors.FIRSTNAME = { type: 'invalid' };
    if (!form.last.trim()) errors.LASTNAME = { type: 'required' };
    else if (!NAME.test(form.last.trim())) errors.LASTNAME = { type: 'invalid' };
  }
  return errors;
}

/** Server field warnings (warning_d) under the matching fields. */
export const serverErrors = (error: ApiError): RegisterErrors => serverFieldErrors(error, REGISTER_FIELDS);

/** No message: the screen may go on. */
export const isEmpty = (errors: RegisterErrors) => Object.keys(errors).length === 0;
