export { JobApplicationForm } from './ui/job-application-form';
export {
  $values as $jobFormValues,
  $files as $jobFormFiles,
  $rejected as $jobFormRejected,
  $errors as $jobFormErrors,
  $status as $jobFormStatus,
  $result as $jobFormResult,
} from './model/job-form';
