import { describe, expect, it } from 'vitest';
import {
  admitFiles,
  applicationPayload,
  checkBankAccount,
  EMPTY_FILES,
  INITIAL_VALUES,
  prefillFromProfile,
  splitWarnings,
  validateApplication,
  visibleFields,
  visibleLists,
  type ApplicationFiles,
  type ApplicationValues,
  type ListedFile,
  type SearchedAccident,
} from './application-rules';

const MB = 1024 * 1024;
const listed = (name: string, size = 100_000, status: ListedFile['status'] = 'done'): ListedFile => ({
  key: name,
  name,
  size,
  type: '',
  status,
  id: status === 'done' ? `id-${name}` : null,
  file: null,
  message: null,
});
const photos = (count: number, size = 100_000) => Array.from({ length: count }, (_, index) => listed(`photo-${index}.jpg`, size));
const filled: ApplicationValues = {
  ...INITIAL_VALUES,
  FIRST_NAME: 'Anna',
  LAST_NAME: 'Hakobyan',
  PASSPORT: 'AN1234567',
  PHONE: '91-234-567',
  BANK_ACCOUNT: '2470 0123 4567 8901',
  CONSENT: true,
};
const withPhotos = (count: number): ApplicationFiles => ({ ...EMPTY_FILES, PHOTOS: photos(count) });
const SEARCHED: SearchedAccident = { OBJECT_ID: '60101', PLATE: '35OO123', EVENT_DATE: '20/11/2026' };

describe('compensation rules (customer-portal.md §4, §5, §9)', () => {
  it('a complete application with 3 photos has no problem', () => {
    expect(validateApplication(filled, withPhotos(3))).toEqual({});
  });

  it.each([
    ['no photo', 0],
    ['2 photos', 2],
  ])('%s: at least 3 photos (under PHOTOS)', (_, count) => {
    expect(validateApplication(filled, withPhotos(count)).PHOTOS).toEqual({ code: 'photos-min', min: 3 });
  });

  it('a PDF in the photo list does not count as a photo', () => {
    const files = { ...EMPTY_FILES, PHOTOS: [...photos(2), listed('report.pdf')] };
    expect(validateApplication(filled, files).PHOTOS?.code).toBe('photos-min');
  });

  it('a file still uploading or failed holds the application back', () => {
    expect(validateApplication(filled, { ...EMPTY_FILES, PHOTOS: [...photos(3), listed('x.jpg', 10, 'uploading')] }).PHOTOS?.code).toBe('files-uploading');
    expect(validateApplication(filled, { ...EMPTY_FILES, PHOTOS: [...photos(3), listed('x.jpg', 10, 'failed')] }).PHOTOS?.code).toBe('files-failed');
  });

  it.each([
    ['2470 0123 4567 8901', null],
    ['2470-0123-4567-8901', null],
    ['247001234567890', 'bank-account'],
    ['24700123456789012', 'bank-account'],
    ['2470 0123 4567 890A', 'bank-account'],
  ])('bank account %s → %s', (text, expected) => {
    expect(checkBankAccount(text)).toBe(expected);
  });

  it('required fields, the phone rule and the consent', () => {
    const errors = validateApplication({ ...INITIAL_VALUES, PHONE: '01-234-567' }, withPhotos(3));
    expect(errors.FIRST_NAME).toEqual({ code: 'required' });
    expect(errors.BANK_ACCOUNT).toEqual({ code: 'required' });
    expect(errors.PHONE).toEqual({ code: 'phone-starts-with-zero' });
    expect(errors.CONSENT).toEqual({ code: 'consent' });
    expect(errors.DESCRIPTION).toBeUndefined();
  });

  it('person type 3 (default) asks for a person, 2 for a company with an 8-digit tax number', () => {
    expect(INITIAL_VALUES.PERSON_TYPE).toBe('3');
    expect(visibleFields(INITIAL_VALUES)).toEqual(expect.arrayContaining(['FIRST_NAME', 'LAST_NAME', 'PASSPORT']));
    expect(visibleFields(INITIAL_VALUES)).not.toContain('TPIN');
    const company = { ...filled, PERSON_TYPE: '2', COMPANY_NAME: 'Ararat LLC', TPIN: '0251' };
    expect(visibleFields(company)).not.toContain('FIRST_NAME');
    expect(validateApplication(company, withPhotos(3)).TPIN).toEqual({ code: 'tpin' });
    expect(validateApplication({ ...company, TPIN: '02512345' }, withPhotos(3))).toEqual({});
  });

  it('applicant_is_owner 2 shows (and requires) the owner fields', () => {
    expect(visibleFields(filled)).not.toContain('OWNER_NAME');
    const other = { ...filled, applicant_is_owner: '2' };
    expect(visibleFields(other)).toEqual(expect.arrayContaining(['OWNER_NAME', 'OWNER_DOCUMENT']));
    expect(validateApplication(other, withPhotos(3)).OWNER_NAME).toEqual({ code: 'required' });
  });

  it('is_agreement 1 shows the upload blocks; ACCIDENT_PROCEEDINGS 3 sets the flag and asks for the decision', () => {
    expect(visibleLists(filled)).toEqual(['PHOTOS']);
    expect(visibleLists({ ...filled, is_agreement: '1' })).toEqual(['PHOTOS', 'AGREEMENT_FILES', 'DRIVER_DOCUMENTS']);
    const flagged = { ...filled, ACCIDENT_PROCEEDINGS: '3' };
    expect(visibleLists(flagged)).toEqual(['PHOTOS', 'PROCEEDINGS_FILES']);
    expect(validateApplication(flagged, withPhotos(3)).PROCEEDINGS_FILES).toEqual({ code: 'files-min', min: 1 });
    expect(applicationPayload(flagged, withPhotos(3), SEARCHED).IS_PROCEEDINGS).toBe(1);
    expect(applicationPayload(filled, withPhotos(3), SEARCHED).IS_PROCEEDINGS).toBe(0);
  });

  it('the payload: the search’s fields, shown fields only, phone on the wire, account as digits, FILENAME lists every file id', () => {
    const payload = applicationPayload(filled, withPhotos(3), SEARCHED);
    // §3: the person search's fields are part of the application (the accident's car and day, the contract found).
    expect(payload).toMatchObject({ OBJECT_ID: '60101', PLATE: '35OO123', EVENT_DATE: '20/11/2026', PHONE: '+374 (091) 234567', BANK_ACCOUNT: '2470012345678901', CONSENT: 1, PERSON_TYPE: '3' });
    expect(payload).not.toHaveProperty('TPIN');
    expect(payload.FILENAME).toEqual(['id-photo-0.jpg', 'id-photo-1.jpg', 'id-photo-2.jpg']);
  });
});

describe('what the form shows of a refusal', () => {
  it('warnings of shown fields go under them; those of the search (or any field the form lacks) beneath the form', () => {
    const fieldWarnings = { BANK_ACCOUNT: ['16 digits'], PHOTOS: ['3 photos'], PLATE: ['No contract that day'], OBJECT_ID: ['Search again'], TPIN: ['8 digits'] };
    const { underFields, beneath } = splitWarnings({ messages: ['Check the application', ...Object.values(fieldWarnings).flat()], fieldWarnings }, filled);
    expect(underFields).toEqual({ BANK_ACCOUNT: ['16 digits'], PHOTOS: ['3 photos'] });
    // TPIN is a company's field: a person's form does not show it. The general message (`detail`) stands beneath too.
    expect(beneath).toEqual(['Check the application', 'No contract that day', 'Search again', '8 digits']);
    expect(splitWarnings({ messages: ['8 digits'], fieldWarnings: { TPIN: ['8 digits'] } }, { ...filled, PERSON_TYPE: '2' })).toEqual({ underFields: { TPIN: ['8 digits'] }, beneath: [] });
  });
});

describe('prefilled from the profile', () => {
  it('the name (first word, then the rest) and the phone fill empty fields only', () => {
    const empty = { ...INITIAL_VALUES };
    expect(prefillFromProfile(empty, { fullName: 'Աննա Հակոբյան', phone: '+37491234567' })).toMatchObject({ FIRST_NAME: 'Աննա', LAST_NAME: 'Հակոբյան', PHONE: '91-234-567' });
    expect(prefillFromProfile(empty, { fullName: ' Anna  Maria Hakobyan ', phone: null })).toMatchObject({ FIRST_NAME: 'Anna', LAST_NAME: 'Maria Hakobyan', PHONE: '' });
    const typed = { ...INITIAL_VALUES, FIRST_NAME: 'Ani', PHONE: '93-333-444' };
    expect(prefillFromProfile(typed, { fullName: 'Anna Hakobyan', phone: '+37491234567' })).toMatchObject({ FIRST_NAME: 'Ani', LAST_NAME: 'Hakobyan', PHONE: '93-333-444' });
  });
});

describe('admitting files (form engine rules + the 10 MB total)', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });

  it('a 4 MB file is refused (3 MB each)', () => {
    const { accepted, problems } = admitFiles(EMPTY_FILES, 'PHOTOS', [file('big.jpg', 4 * MB)]);
    expect(accepted).toEqual([]);
    expect(problems).toEqual([{ code: 'file-size', name: 'big.jpg', maxBytes: 3 * MB }]);
  });

  it('an .exe is refused', () => {
    expect(admitFiles(EMPTY_FILES, 'PHOTOS', [file('setup.exe', 1000)]).problems).toEqual([{ code: 'file-type', name: 'setup.exe' }]);
  });

  it('at most 8 files per list', () => {
    const chosen = Array.from({ length: 9 }, (_, index) => file(`p${index}.jpg`, 1000));
    const { accepted, problems } = admitFiles(EMPTY_FILES, 'PHOTOS', chosen);
    expect(accepted).toHaveLength(8);
    expect(problems).toEqual([{ code: 'file-count', max: 8 }]);
  });

  it('11 MB in total is refused past 10 MB, counting every list', () => {
    const chosen = [file('a.jpg', 2.9 * MB), file('b.jpg', 2.9 * MB), file('c.jpg', 2.9 * MB), file('d.jpg', 2.3 * MB)];
    const { accepted, problems } = admitFiles(EMPTY_FILES, 'PHOTOS', chosen);
    expect(accepted.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(problems).toEqual([{ code: 'file-total', maxBytes: 10 * MB }]);

    const others = { ...EMPTY_FILES, AGREEMENT_FILES: [listed('report.pdf', 9 * MB)] };
    expect(admitFiles(others, 'PHOTOS', [file('e.jpg', 1.5 * MB)]).problems).toEqual([{ code: 'file-total', maxBytes: 10 * MB }]);
    expect(admitFiles(others, 'PHOTOS', [file('e.jpg', 0.5 * MB)]).accepted).toHaveLength(1);
  });

  it('the total is checked again on submit', () => {
    const heavy = { ...EMPTY_FILES, PHOTOS: photos(4, 2.8 * MB) };
    expect(validateApplication(filled, heavy).PHOTOS).toEqual({ code: 'file-total', maxBytes: 10 * MB });
  });
});
