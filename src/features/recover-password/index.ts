export { RecoveryForm } from './ui/recovery-form';
export { $step as $recoveryStep, recoveryLeft } from './model/recovery';
export { $codeSentTo as $recoveryCodeSentTo, $password as $recoveryPassword, $errors as $recoveryErrors } from './model/recovery';
