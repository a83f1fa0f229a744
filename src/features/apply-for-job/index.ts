export { JobApplicationForm } from './ui/job-application-form';
export type { JobApplicationFormProps } from './ui/job-application-form';
export {
  JobFormGate,
  $values as $jobFormValues,
  $files as $jobFormFiles,
  $rejected as $jobFormRejected,
  $errors as $jobFormErrors,
  $status as $jobFormStatus,
  $result as $jobFormResult,
  fieldChanged as jobFieldChanged,
  filesAdded as jobFilesAdded,
  formSubmitted as jobFormSubmitted,
  applyForJobFx,
} from './model/job-form';
export type { JobFormStatus } from './model/job-form';
export { fileIconKind, checkFile, validateJobForm } from './model/rules';
export type { FieldError, FileIconKind } from './model/rules';
