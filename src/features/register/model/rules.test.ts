import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { checkPassword, checkPhoneField, checkSsn, isEmpty, serverErrors } from './rules';

const form = (patch: Partial<Parameters<typeof checkPassword>[0]> = {}) => ({ password: 'Ararat2027#', confirm: 'Ararat2027#', first: '', last: '', needsName: false, ...patch });

describe('registration field rules', () => {
  it.each([
    ['', { PHONE: { type: 'required' } }],
    ['01-234-567', { PHONE: { type: 'invalid' } }],
    ['93-333', { PHONE: { type: 'invalid' } }],
    ['93-333-444', {}],
  ])('phone %j', (phone, errors) => {
    expect(checkPhoneField(phone)).toEqual(errors);
  });

  it.each([
    ['', { SSN: { type: 'required' } }],
    ['12345', { SSN: { type: 'invalid' } }],
    ['9876543210', {}],
  ])('social card %j', (ssn, errors) => {
    expect(checkSsn(ssn)).toEqual(errors);
  });

  it('password: the accounts’ rules (required, strong, confirmed)', () => {
    expect(checkPassword(form())).toEqual({});
    expect(checkPassword(form({ password: '', confirm: '' }))).toEqual({ PASSWORD: { type: 'required' }, PASSWORD_CONFIRM: { type: 'required' } });
    expect(checkPassword(form({ password: 'short', confirm: 'short' }))).toEqual({ PASSWORD: { type: 'invalid' } });
    expect(checkPassword(form({ confirm: 'Ararat2027!' }))).toEqual({ PASSWORD_CONFIRM: { type: 'mismatch' } });
  });

  it('the name is asked only when nothing matched: letters, then letters, spaces or hyphens', () => {
    expect(checkPassword(form({ first: '1', last: '' }))).toEqual({});
    expect(checkPassword(form({ needsName: true }))).toEqual({ FIRSTNAME: { type: 'required' }, LASTNAME: { type: 'required' } });
    expect(checkPassword(form({ needsName: true, first: '  ', last: '-Ann' }))).toEqual({ FIRSTNAME: { type: 'required' }, LASTNAME: { type: 'invalid' } });
    expect(checkPassword(form({ needsName: true, first: 'Anna2', last: 'Petrosyan' }))).toEqual({ FIRSTNAME: { type: 'invalid' } });
    expect(checkPassword(form({ needsName: true, first: ' Արմեն ', last: 'Мартиросян-Smith' }))).toEqual({});
  });

  it('server warnings go under the registration fields they name, others are dropped', () => {
    const error = new ApiError({ kind: 'warning', status: 400, fieldWarnings: { CODE: ['Wrong code'], SSN: ['Unknown card'], OTHER: ['x'] }, messages: [] });
    expect(serverErrors(error)).toEqual({ CODE: { type: 'server', message: 'Wrong code' }, SSN: { type: 'server', message: 'Unknown card' } });
    expect(serverErrors(new ApiError({ kind: 'network' }))).toEqual({});
  });

  it('isEmpty: no message at all', () => {
    expect(isEmpty({})).toBe(true);
    expect(isEmpty({ SSN: { type: 'required' } })).toBe(false);
  });
});
