// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export {
  $values as $jobFormValues,
  uploads as jobFormUploads,
  $errors as $jobFormErrors,
  $status as $jobFormStatus,
  $result as $jobFormResult,
} from './model/job-form';
