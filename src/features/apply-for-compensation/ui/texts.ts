import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatFileSize, useFieldMessages } from '@/shared/form-engine';
import type { SearchProblem } from '../model/compensation';
import type { ApplicationProblem, FileListName, TextField } from '@/shared/claims';

/** Labels of the application's fields and upload lists (customer-portal.md §3, §4). */
export const FIELD_LABELS: Record<TextField | FileListName | 'CONSENT' | 'PLATE' | 'EVENT_DATE', MessageDescriptor> = {
  PLATE: msg`Plate number of the car that caused the accident`,
  EVENT_DATE: msg`Date of the accident`,
  PERSON_TYPE: msg`Applicant`,
  FIRST_NAME: msg`First name`,
  LAST_NAME: msg`Last name`,
  PASSPORT: msg`Passport or ID card number`,
  COMPANY_NAME: msg`Company name`,
  TPIN: msg`Tax number (TPIN)`,
  PHONE: msg`Phone`,
  applicant_is_owner: msg`Are you the owner of the damaged car?`,
  OWNER_NAME: msg`Owner's full name`,
  OWNER_DOCUMENT: msg`Owner's passport, ID card or tax number`,
  ACCIDENT_PROCEEDINGS: msg`How was the accident recorded?`,
  is_agreement: msg`Did the drivers fill in a joint accident report?`,
  DESCRIPTION: msg`What happened (optional)`,
  BANK_ACCOUNT: msg`Bank account number for the payment`,
  CONSENT: msg`I confirm the information is true and agree to its processing for this claim`,
  PHOTOS: msg`Photos of the car, its plate and the damage`,
  AGREEMENT_FILES: msg`The joint accident report`,
  DRIVER_DOCUMENTS: msg`Driving licence and registration certificate, both sides`,
  PROCEEDINGS_FILES: msg`The decision of the police or the court`,
};

export const LIST_HINTS: Partial<Record<FileListName, MessageDescriptor>> = {
  PHOTOS: msg`At least 3 photos: the whole car, its plate and the damage up close.`,
};

/** Texts of the rules' verdicts (the form engine's for its own codes). */
export function useProblemText() {
  const { t, i18n } = useLingui();
  const { errorText } = useFieldMessages();
  return (problem: ApplicationProblem | SearchProblem | undefined, field: keyof typeof FIELD_LABELS): string | undefined => {
    if (!problem) return undefined;
    const label = i18n._(FIELD_LABELS[field]);
    switch (problem.code) {
      case 'bank-account':
        return t`Enter the 16 digits of the account number`;
      case 'tpin':
        return t`A tax number has 8 digits`;
      case 'consent':
        return t`Tick the box to send the application`;
      case 'photos-min': {
        const min = problem.min;
        return plural(min, { one: 'Add at least # photo: the car, its plate and the damage', other: 'Add at least # photos: the car, its plate and the damage' });
      }
      case 'files-min': {
        const min = problem.min;
        return plural(min, { one: 'Add at least # file here', other: 'Add at least # files here' });
      }
      case 'files-failed':
        return t`Send the failed files again or remove them`;
      case 'file-total': {
        const size = formatFileSize(problem.maxBytes);
        return t`All files together may not exceed ${size}`;
      }
      case 'required':
        return field === 'PHOTOS' ? undefined : errorText(problem, label);
      default:
        return errorText(problem as never, label);
    }
  };
}
