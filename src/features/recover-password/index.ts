export { RecoveryForm } from './ui/recovery-form';
export { $step as $recoveryStep, recoveryLeft } from './model/recovery';
export type { RecoveryStep } from './model/recovery';
export { $email as $recoveryEmail, $emailSent as $recoveryEmailSent, $password as $recoveryPassword, $errors as $recoveryErrors } from './model/recovery';
