import type { ReactNode } from 'react';
import { PasswordField } from '@/shared/ui';
import { PasswordPolicy } from './password-policy';

/**
 * A new password (with the policy ticking under it) and its repetition: the password step of registration and of
 * password recovery. Two siblings of the screen's stack (no wrapper of their own).
 */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  errors,
  onPassword,
  onConfirm,
  policyId,
}: {
  labels: { PASSWORD: ReactNode; PASSWORD_CONFIRM: ReactNode };
  password: string;
  confirm: string;
  errors: { PASSWORD?: ReactNode; PASSWORD_CONFIRM?: ReactNode };
  onPassword: (text: string) => void;
  onConfirm: (text: string) => void;
  /** The id of the policy list the password field points to (one per screen). */
  policyId: string;
}) {
  return (
    <>
      <PasswordField
        label={labels.PASSWORD}
        name="PASSWORD"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={errors.PASSWORD}
        details={<PasswordPolicy password={password} />}
        detailsId={policyId}
        required
      />
      <PasswordField
        label={labels.PASSWORD_CONFIRM}
        name="PASSWORD_CONFIRM"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.currentTarget.value)}
        error={errors.PASSWORD_CONFIRM}
        required
      />
    </>
  );
}
