export { JobApplicationForm } from './ui/job-application-form';
