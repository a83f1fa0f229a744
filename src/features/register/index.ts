export { EmailStep, PhoneStep, SocialCardStep } from './ui/contact-steps';
export { CodeStep } from './ui/code-step';
export { PasswordStep } from './ui/password-step';
export { IdentityOutcome } from './ui/password-step';
export { parseRegisterStep, isStepReachable } from './model/steps';
export type { RegisterStep } from './model/steps';
export { registrationResumed, resumeFx as registrationResumeFx } from './model/draft';
export {
  $progress as $registerProgress,
  registrationLeft,
  stepRefused as registerStepRefused,
  documentTypeChosen as registerDocumentTypeChosen,
  timer as registerTimer,
} from './model/registration';
// State of the screens, for stories (parameters.effector) and the page.
export {
  $emailSent as $registerEmailSent,
  $phoneSent as $registerPhoneSent,
  $registration,
  $verified as $registerVerified,
  $identityFailed as $registerIdentityFailed,
  $signedUp as $registerSignedUp,
  $password as $registerPassword,
  $errors as $registerErrors,
  $failure as $registerFailure,
} from './model/registration';
