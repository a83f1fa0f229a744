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
} from './model/registration';
// The failure the page shows.
export { $failure as $registerFailure } from './model/registration';
