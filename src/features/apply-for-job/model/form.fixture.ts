import type { JobForm } from '@/shared/api';

/** A job form definition for the model and rule tests. */
export const FORM: JobForm = {
  title: 'Apply',
  description: '',
  fields: [
    { input_name: 'first_name', label: 'First name', placeholder: '', type: 'text', required: true },
    { input_name: 'email', label: 'E-mail', placeholder: '', type: 'email', required: true },
    { input_name: 'backup_email', label: 'Second e-mail', placeholder: '', type: 'email', required: false },
    { input_name: 'phone', label: 'Phone', placeholder: '', type: 'text', required: false },
  ],
  file_uploads: [
    { input_name: 'cv', label: 'CV' },
    { input_name: 'cover_letter', label: 'Cover letter' },
  ],
  form_action_url: '/apply-jobs/',
  form_method: 'POST',
  submit_btn_label: 'Send',
};
