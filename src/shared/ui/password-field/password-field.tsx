import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './password-field.module.css';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'description' | 'descriptionProps' | 'inputWrapperOrder'> {
  /**
   * What is shown under the field and describes it (the password policy): linked to the field with
   * `aria-describedby` together with the error message, whether or not an error shows.
   */
  details?: ReactNode;
  /** The id of the details' element (tests and stories find it by it). */
  detailsId?: string;
}

/**
 * Mantine's PasswordInput as every password field of the product needs it (docs/decisions/error-contrast-in-theme.md):
 * - the show/hide button named in the page's language (Mantine's own name is English);
 * - `aria-invalid` while an error shows (Mantine's PasswordInput does not set it);
 * - its details (the policy) linked to the field with the error: Mantine's PasswordInput replaces any
 *   `aria-describedby` given to it by its own (the error, the description), so the details are its description,
 *   placed under the error.
 */
export function PasswordField({ details, detailsId, error, visibilityToggleButtonProps, ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      {...props}
      error={error}
      aria-invalid={error ? true : undefined}
      description={details}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      descriptionProps={{ id: detailsId, component: 'div', className: classes.details } as PasswordInputProps['descriptionProps']}
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password`, ...visibilityToggleButtonProps }}
    />
  );
}
