export { RecoveryForm } from './ui/recovery-form';
export { $step as $recoveryStep, recoveryLeft } from './model/recovery';
