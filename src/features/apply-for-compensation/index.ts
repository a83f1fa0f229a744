// Apply for compensation (customer-portal.md §2–§5, §7 "Claims"; the design card's "compensation" model).
import { uploads } from './model/compensation';

export { CompensationButton } from './ui/compensation-button';
export { CompensationModals } from './ui/compensation-modals';
export { PublicCompensationRequest } from './ui/public-request';
export {
  $step as $compensationStep,
  $object as $compensationObject,
  $values as $compensationValues,
  $fileProblems as $compensationFileProblems,
  $submitAttempted as $compensationSubmitAttempted,
  applicationSent,
} from './model/compensation';
/** The application's files as the upload rows show them (stories set them). */
export const $compensationUploadItems = uploads.$items;
export type { ApplicationValues as CompensationValues } from '@/shared/claims';
