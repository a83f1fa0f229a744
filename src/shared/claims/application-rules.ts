import { MAX_COMPENSATION_TOTAL_BYTES } from '@/shared/config';
import { checkPhone, phoneFromWire } from '@/shared/form-engine/server-rules';
import type { FieldError } from '@/shared/form-engine/rules/validate';
import { extensionOf, MAX_FILES_PER_LIST, selectFiles, type FileLike, type FileProblem } from '@/shared/upload/rules/files';
import { phoneToWire } from '@/shared/api/phone';
import type { FieldWarnings } from '@/shared/api/errors';
import { placeWarnings } from '@/shared/api/form-messages';

/**
 * The rules of a compensation application (customer-portal.md §3 "Compensation application", §4 "Compensation",
 * §5 files, §9). Pure: the model, the form and the simulator's server-side check use the same functions (the one
 * entry of the claims rules the backend applies too; `mocks/` imports it from here). The file rules themselves
 * (type, 3 MB, 8 per list) are the upload list's.
 */

/** §4: person type of the applicant: 3 a natural person (default), 2 a legal entity. */
export const PERSON_TYPES = ['3', '2'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
/** §4: applicant_is_owner 1 (the applicant owns the damaged car) or 2 (someone else: the owner's fields appear). */
export const OWNER_CHOICES = ['1', '2'] as const;
/** ACCIDENT_PROCEEDINGS: 1 none (settled between drivers), 2 the road police recorded it, 3 proceedings opened (the flag). */
export const PROCEEDINGS = ['1', '2', '3'] as const;
export const PROCEEDINGS_FLAG_VALUE = '3';
/** §9: photos of the car, its plate and the damage. */
export const MIN_PHOTOS = 3;
/** An Armenian bank account number: 16 digits (spaces and hyphens allowed while typing). */
export const BANK_ACCOUNT_DIGITS = 16;

/** The upload lists of the form. PHOTOS always; the others appear by §4's rules (`visibleLists`). */
export const FILE_LISTS = ['PHOTOS', 'AGREEMENT_FILES', 'DRIVER_DOCUMENTS', 'PROCEEDINGS_FILES'] as const;
export type FileListName = (typeof FILE_LISTS)[number];
/** The fewest files each list needs when shown (documents: both sides). */
export const MIN_FILES: Record<FileListName, number> = {
  PHOTOS: MIN_PHOTOS,
  AGREEMENT_FILES: 1,
  DRIVER_DOCUMENTS: 2,
  PROCEEDINGS_FILES: 1,
};

export const TEXT_FIELDS = [
  'PERSON_TYPE',
  'FIRST_NAME',
  'LAST_NAME',
  'PASSPORT',
  'COMPANY_NAME',
  'TPIN',
  'PHONE',
  'applicant_is_owner',
  'OWNER_NAME',
  'OWNER_DOCUMENT',
  'ACCIDENT_PROCEEDINGS',
  'is_agreement',
  'DESCRIPTION',
  'BANK_ACCOUNT',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type ApplicationValues = Record<TextField, string> & {
  CONSENT: boolean;
};

export const INITIAL_VALUES: ApplicationValues = {
  PERSON_TYPE: '3',
  FIRST_NAME: '',
  LAST_NAME: '',
  PASSPORT: '',
  COMPANY_NAME: '',
  TPIN: '',
  PHONE: '',
  applicant_is_owner: '1',
  OWNER_NAME: '',
  OWNER_DOCUMENT: '',
  ACCIDENT_PROCEEDINGS: '1',
  is_agreement: '0',
  DESCRIPTION: '',
  BANK_ACCOUNT: '',
  CONSENT: false,
};

/** A file of a list: uploaded (`id`), on its way, or failed (it can be sent again). */
export interface ListedFile extends FileLike {
  key: string;
  status: 'uploading' | 'done' | 'failed';
  id: string | null;
  /** The stored file's path (for /files/delete). */
  file: string | null;
  message: string | null;
}
export type ApplicationFiles = Record<FileListName, ListedFile[]>;
export const EMPTY_FILES: ApplicationFiles = {
  PHOTOS: [],
  AGREEMENT_FILES: [],
  DRIVER_DOCUMENTS: [],
  PROCEEDINGS_FILES: [],
};

/** §4: which fields are shown for these values. */
export function visibleFields(values: ApplicationValues): TextField[] {
  const legal = values.PERSON_TYPE === '2';
  return TEXT_FIELDS.filter((name) => {
    if (name === 'FIRST_NAME' || name === 'LAST_NAME' || name === 'PASSPORT') return !legal;
    if (name === 'COMPANY_NAME' || name === 'TPIN') return legal;
    if (name === 'OWNER_NAME' || name === 'OWNER_DOCUMENT') return values.applicant_is_owner === '2';
    return true;
  });
}

/** §4: the upload blocks shown: photos always; the agreement and the drivers' documents with is_agreement 1; the proceedings' decision with the flag. */
export function visibleLists(values: ApplicationValues): FileListName[] {
  return FILE_LISTS.filter((name) => {
    if (name === 'AGREEMENT_FILES' || name === 'DRIVER_DOCUMENTS') return values.is_agreement === '1';
    if (name === 'PROCEEDINGS_FILES') return hasProceedingsFlag(values);
    return true;
  });
}

/** §4: ACCIDENT_PROCEEDINGS 3 sets the proceedings flag (sent as IS_PROCEEDINGS, and asks for the decision). */
export const hasProceedingsFlag = (values: Pick<ApplicationValues, 'ACCIDENT_PROCEEDINGS'>) => values.ACCIDENT_PROCEEDINGS === PROCEEDINGS_FLAG_VALUE;

const OPTIONAL: readonly TextField[] = ['DESCRIPTION'];

export const bankAccountDigits = (text: string) => text.replace(/[\s-]/g, '');
/** 16 digits once spaces and hyphens are removed. */
export function checkBankAccount(text: string): 'bank-account' | null {
  return new RegExp(`^\\d{${BANK_ACCOUNT_DIGITS}}$`).test(bankAccountDigits(text)) ? null : 'bank-account';
}
/** A tax number (TPIN): 8 digits. */
export const checkTpin = (text: string): 'tpin' | null => (/^\d{8}$/.test(text.trim()) ? null : 'tpin');

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
/** Photos are pictures: a PDF in the photo list does not count toward the three. */
export const isPhoto = (file: FileLike) => IMAGE_EXTENSIONS.includes(extensionOf(file.name));

/** What can be wrong with a field of the application (shown under it). */
export type ApplicationProblem =
  | FieldError
  | { code: 'bank-account' }
  | { code: 'tpin' }
  | { code: 'consent' }
  | { code: 'photos-min'; min: number }
  | { code: 'files-min'; min: number }
  | { code: 'files-failed' }
  | { code: 'file-total'; maxBytes: number };

export type ApplicationErrors = Partial<Record<TextField | FileListName | 'CONSENT', ApplicationProblem>>;

export const totalBytes = (files: ApplicationFiles, lists: readonly FileListName[] = FILE_LISTS) =>
  lists.reduce((sum, name) => sum + files[name].reduce((listSum, file) => listSum + file.size, 0), 0);

/** Every problem of the application as it stands (shown fields and lists only). Empty: it may be sent. */
export function validateApplication(values: ApplicationValues, files: ApplicationFiles): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const name of visibleFields(values)) {
    const text = values[name].trim();
    if (!text) {
      if (!OPTIONAL.includes(name)) errors[name] = { code: 'required' };
      continue;
    }
    if (name === 'PHONE') {
      const problem = checkPhone(values.PHONE);
      if (problem) errors.PHONE = { code: problem };
    }
    if (name === 'BANK_ACCOUNT' && checkBankAccount(text)) errors.BANK_ACCOUNT = { code: 'bank-account' };
    if (name === 'TPIN' && checkTpin(text)) errors.TPIN = { code: 'tpin' };
  }
  const lists = visibleLists(values);
  for (const name of lists) {
    const list = files[name];
    if (list.some((file) => file.status === 'uploading')) errors[name] = { code: 'files-uploading' };
    else if (list.some((file) => file.status === 'failed')) errors[name] = { code: 'files-failed' };
    else if (name === 'PHOTOS' && list.filter(isPhoto).length < MIN_PHOTOS) errors[name] = { code: 'photos-min', min: MIN_PHOTOS };
    else if (list.length < MIN_FILES[name]) errors[name] = { code: 'files-min', min: MIN_FILES[name] };
  }
  if (totalBytes(files, lists) > MAX_COMPENSATION_TOTAL_BYTES)
    errors[lists[0] as FileListName] ??= {
      code: 'file-total',
      maxBytes: MAX_COMPENSATION_TOTAL_BYTES,
    };
  if (!values.CONSENT) errors.CONSENT = { code: 'consent' };
  return errors;
}

/**
 * Which chosen files go into `list` and which are refused: the form engine's file rules (jpg/jpeg/png/pdf, 3 MB
 * each, 8 per list) and the §9 total of 10 MB over every list of the application.
 */
export function admitFiles<F extends FileLike>(files: ApplicationFiles, list: FileListName, chosen: readonly F[]): { accepted: F[]; problems: FileProblem[] } {
  const others = totalBytes(
    files,
    FILE_LISTS.filter((name) => name !== list),
  );
  const own = files[list];
  // selectFiles counts the list's own files and bytes; the other lists' bytes come off the total it may reach.
  const room = MAX_COMPENSATION_TOTAL_BYTES - others;
  if (room <= own.reduce((sum, file) => sum + file.size, 0)) {
    const checked = selectFiles(own, chosen, { maxFiles: MAX_FILES_PER_LIST });
    return {
      accepted: [],
      problems: [
        ...checked.problems,
        ...(checked.accepted.length
          ? [
              {
                code: 'file-total',
                maxBytes: MAX_COMPENSATION_TOTAL_BYTES,
              } as const,
            ]
          : []),
      ],
    };
  }
  const result = selectFiles(own, chosen, {
    maxFiles: MAX_FILES_PER_LIST,
    maxTotalBytes: room,
  });
  return {
    accepted: result.accepted,
    problems: result.problems.map((problem) => (problem.code === 'file-total' ? { code: 'file-total', maxBytes: MAX_COMPENSATION_TOTAL_BYTES } : problem)),
  };
}

/**
 * A refusal placed on the application form (`placeWarnings`): the warnings of the fields it shows (its fields and
 * lists, the consent) under them; the rest beneath the form: a general message, and those of any other field (the
 * search's PLATE, EVENT_DATE, OBJECT_ID…). A message is never dropped because no field shows it.
 */
export function splitWarnings(
  error: { messages: readonly string[]; fieldWarnings: FieldWarnings },
  values: ApplicationValues,
): { underFields: FieldWarnings; beneath: string[] } {
  const fields = new Set<string>([...visibleFields(values), ...visibleLists(values), 'CONSENT']);
  return placeWarnings(error, (field) => fields.has(field));
}

/** What the person search found the contract with (customer-portal.md §3: the search's fields are part of the application). */
export interface SearchedAccident {
  /** The contract found (`OBJECT_ID` of the search's answer). */
  OBJECT_ID: string;
  PLATE: string;
  /** DD/MM/YYYY */
  EVENT_DATE: string;
}

/**
 * The wire payload (besides VIEW): the person search's fields (the contract found, the car, the day of the accident),
 * the shown fields, the flag, every shown list's file ids, and all of them in FILENAME.
 */
export function applicationPayload(values: ApplicationValues, files: ApplicationFiles, searched: SearchedAccident | null): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    OBJECT_ID: searched?.OBJECT_ID ?? null,
    PLATE: searched?.PLATE ?? null,
    EVENT_DATE: searched?.EVENT_DATE ?? null,
  };
  for (const name of visibleFields(values)) {
    payload[name] = name === 'PHONE' ? phoneToWire(values.PHONE) : name === 'BANK_ACCOUNT' ? bankAccountDigits(values.BANK_ACCOUNT) : values[name].trim();
  }
  payload.IS_PROCEEDINGS = hasProceedingsFlag(values) ? 1 : 0;
  payload.CONSENT = values.CONSENT ? 1 : 0;
  const ids: string[] = [];
  for (const name of visibleLists(values)) {
    const listIds = files[name].map((file) => file.id).filter((id): id is string => Boolean(id));
    payload[name] = listIds;
    ids.push(...listIds);
  }
  payload.FILENAME = ids;
  return payload;
}

/**
 * The signed-in customer's name and phone in an application that does not have them yet (what was typed stays):
 * the full name in the page's language split at its first space (first name, the rest as the last name), the
 * profile's phone as the field shows it.
 */
export function prefillFromProfile(values: ApplicationValues, profile: { fullName: string; phone: string | null }): ApplicationValues {
  const [first = '', ...rest] = profile.fullName.trim().split(/\s+/);
  const phone = phoneFromWire(profile.phone);
  return {
    ...values,
    FIRST_NAME: values.FIRST_NAME.trim() ? values.FIRST_NAME : first,
    LAST_NAME: values.LAST_NAME.trim() ? values.LAST_NAME : rest.join(' '),
    PHONE: values.PHONE.trim() ? values.PHONE : phone,
  };
}
