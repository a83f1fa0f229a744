import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_FILE_BYTES } from '@/shared/config';
import { formatFileSize, type FileProblem } from '../rules/files';
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

  const fileProblemText = (problem: FileProblem): string => {
    switch (problem.code) {
      case 'file-type': {
        const name = problem.name;
        return t`“${name}” is not a jpg, jpeg, png or pdf file`;
      }
      case 'file-size': {
        const name = problem.name;
        const size = formatFileSize(problem.maxBytes ?? MAX_FILE_BYTES);
        return t`“${name}” is larger than ${size}`;
      }
      case 'file-count': {
        const max = problem.max;
        return plural(max, { one: 'You can attach one file', other: 'You can attach at most # files' });
      }
      case 'file-total': {
        const size = formatFileSize(problem.maxBytes);
        return t`All files together may not exceed ${size}`;
      }
      case 'file-server': {
        const name = problem.name;
        return problem.message || t`“${name}” could not be uploaded`;
      }
      default:
        return '';
    }
  };

  return { errorText, fileProblemText };
}
