export { JobApplicationForm } from './ui/job-application-form';
export {
  $values as $jobFormValues,
  uploads as jobFormUploads,
  $errors as $jobFormErrors,
  $status as $jobFormStatus,
  $result as $jobFormResult,
} from './model/job-form';
