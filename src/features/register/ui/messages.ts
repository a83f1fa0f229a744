import { useLingui } from '@lingui/react/macro';
import type { FieldError, RegisterField } from '../model/rules';

/** Labels and messages of the registration fields, in the page language. */
export function useRegisterTexts() {
  const { t } = useLingui();
  const labels: Record<RegisterField, string> = {
    EMAIL: t`E-mail`,
    CODE: t`Verification code`,
    PHONE: t`Mobile phone`,
    SSN: t`Social card number`,
    PASSWORD: t`Password`,
    PASSWORD_CONFIRM: t`Repeat the password`,
    FIRSTNAME: t`First name`,
    LASTNAME: t`Last name`,
    FILES: t`Documents`,
  };
  const invalid: Record<RegisterField, string> = {
    EMAIL: t`Enter a valid e-mail address`,
    CODE: t`The code has 6 digits`,
    PHONE: t`Enter an Armenian number: XX-XXX-XXX`,
    SSN: t`The social card number has 10 digits`,
    PASSWORD: t`The password does not meet every rule below`,
    PASSWORD_CONFIRM: t`The passwords do not match`,
    FIRSTNAME: t`Letters, hyphen and space only`,
    LASTNAME: t`Letters, hyphen and space only`,
    FILES: t`Upload every required part`,
  };
  const messageOf = (field: RegisterField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (error.type === 'mismatch') return t`The passwords do not match`;
    if (error.type === 'invalid') return invalid[field];
    if (field === 'FILES') return invalid.FILES;
    const label = labels[field];
    return t`${label} field is required`;
  };
  return { labels, messageOf };
}
