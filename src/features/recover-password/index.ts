export { RecoveryForm } from './ui/recovery-form';
export { $step as $recoveryStep, recoveryLeft } from './model/recovery';
export { $emailSent as $recoveryEmailSent, $password as $recoveryPassword, $errors as $recoveryErrors } from './model/recovery';
