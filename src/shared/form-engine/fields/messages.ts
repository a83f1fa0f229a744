import { useLingui } from '@lingui/react/macro';
import { useFileProblemText } from '@/shared/upload';
import type { FieldError } from '../rules/validate';

/** The texts of the model's error codes, in the current language. */
export function useFieldMessages() {
  const { t } = useLingui();

  const errorText = (error: FieldError | null, label: string): string | undefined => {
    if (!error) return undefined;
    switch (error.code) {
      case 'required':
        return t`${label} field is required`;
      case 'date-format':
        return error.pattern.length > 10 ? t`Enter the date and time as DD/MM/YYYY HH:mm` : t`Enter the date as DD/MM/YYYY`;
      case 'date-min': {
        const min = error.min;
        return t`The date cannot be earlier than ${min}`;
      }
      case 'time-format':
        return t`Enter the time as HH:mm`;
      case 'email':
        return t`Enter a valid e-mail address`;
      case 'text-not-allowed':
        return error.allowed === 'latin-address'
          ? t`Use English letters, digits, spaces and the characters - / . , only`
          : t`Use English letters, spaces and hyphens only`;
      case 'phone-starts-with-zero':
        return t`The number cannot start with 0`;
      case 'phone-too-short':
        return t`Enter all 8 digits of the number`;
      case 'number':
        return t`Enter a number`;
      case 'promo-unchecked':
        return t`Check the promo code or clear the field`;
      case 'promo-invalid':
        return error.message ?? t`This promo code is not valid`;
      case 'files-uploading':
        return t`Wait until the files are uploaded`;
      case 'server':
        return error.message;
      default:
        return undefined;
    }
  };

  const fileProblemText = useFileProblemText();

  return { errorText, fileProblemText };
}
