import { uploads } from './model/compensation';

// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export {
  $step as $compensationStep,
  $object as $compensationObject,
  $values as $compensationValues,
  $fileProblems as $compensationFileProblems,
  $submitAttempted as $compensationSubmitAttempted,
} from './model/compensation';
export type { ApplicationValues as CompensationValues } from '@/shared/claims';
/** The application's files as the upload rows show them. */
export const $compensationUploadItems = uploads.$items;
