import { describe, expect, it } from 'vitest';
import { FORM } from './form.fixture';
import { applicationPayload, cvFieldOf, isEmail, validateJobForm } from './rules';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const VALID = { first_name: 'Anna', email: 'anna@example.am' };
const CV = { cv: [file('cv.pdf')] };

describe('validateJobForm (public-site.md §5)', () => {
  it.each([
    ['everything valid', VALID, CV, {}],
    ['a required text field empty', { ...VALID, first_name: '' }, CV, { first_name: { kind: 'required', label: 'First name' } }],
    ['a required text field only spaces', { ...VALID, first_name: '   ' }, CV, { first_name: { kind: 'required', label: 'First name' } }],
    ['a required e-mail field empty: the required message', { ...VALID, email: '' }, CV, { email: { kind: 'required', label: 'E-mail' } }],
    ['a required e-mail field invalid: the e-mail message', { ...VALID, email: 'anna@' }, CV, { email: { kind: 'email' } }],
    ['an optional e-mail field empty: fine', { ...VALID, backup_email: '' }, CV, {}],
    ['an optional e-mail field invalid: the e-mail message', { ...VALID, backup_email: 'nope' }, CV, { backup_email: { kind: 'email' } }],
    ['an optional text field empty: fine', { ...VALID, phone: '' }, CV, {}],
    ['no file under the CV field: its required message', VALID, {}, { cv: { kind: 'required', label: 'CV' } }],
    ['an empty CV list: its required message', VALID, { cv: [] }, { cv: { kind: 'required', label: 'CV' } }],
    ['only another upload filled: the CV is still required', VALID, { cover_letter: [file('a.pdf')] }, { cv: { kind: 'required', label: 'CV' } }],
    [
      'everything empty: every required message',
      {},
      {},
      { first_name: { kind: 'required', label: 'First name' }, email: { kind: 'required', label: 'E-mail' }, cv: { kind: 'required', label: 'CV' } },
    ],
  ])('%s', (_case, values, files, errors) => {
    expect(validateJobForm(FORM, values as Record<string, string>, files)).toEqual(errors);
  });

  it('a definition without a "cv" upload treats its first upload as the CV', () => {
    const form = { ...FORM, file_uploads: [{ input_name: 'resume', label: 'Résumé' }] };
    expect(cvFieldOf(form)?.input_name).toBe('resume');
    expect(validateJobForm(form, VALID, {})).toEqual({ resume: { kind: 'required', label: 'Résumé' } });
    expect(validateJobForm({ ...FORM, file_uploads: [] }, VALID, {})).toEqual({});
  });
});

describe('isEmail', () => {
  it.each([
    ['anna@example.am', true],
    ['  anna.hakobyan@example.am ', true],
    ['anna@', false],
    ['anna example.am', false],
    ['@example.am', false],
  ])('%s → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('applicationPayload', () => {
  it('trims values, sends every upload and the vacancy', () => {
    const cv = file('cv.pdf');
    expect(applicationPayload(FORM, { first_name: ' Anna ', email: 'a@b.am' }, { cv: [cv] }, '103')).toEqual({
      first_name: 'Anna',
      email: 'a@b.am',
      backup_email: '',
      phone: '',
      cv: [cv],
      cover_letter: [],
      vacancy_id: '103',
    });
    expect(applicationPayload(FORM, {}, {}, null)).not.toHaveProperty('vacancy_id');
  });
});
