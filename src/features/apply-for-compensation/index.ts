// Apply for compensation (customer-portal.md §2–§5, §7 "Claims"; the design card's "compensation" model).
export { CompensationButton } from './ui/compensation-button';
export { CompensationModals } from './ui/compensation-modals';
export { PublicCompensationRequest } from './ui/public-request';
export {
  $step as $compensationStep,
  $object as $compensationObject,
  $values as $compensationValues,
  $files as $compensationFiles,
  $fileProblems as $compensationFileProblems,
  $submitAttempted as $compensationSubmitAttempted,
  applicationSent,
} from './model/compensation';
export type { ApplicationFiles as CompensationFiles, ApplicationValues as CompensationValues } from './model/rules';
