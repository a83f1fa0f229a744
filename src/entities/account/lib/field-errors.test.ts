import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { checkEmailField, checkNewPassword, serverFieldErrors, withoutField } from './field-errors';

describe('account field checks', () => {
  it.each([
    ['', { EMAIL: { type: 'required' } }],
    ['anna@', { EMAIL: { type: 'invalid' } }],
    ['anna@example.am', {}],
  ])('e-mail %j', (email, expected) => expect(checkEmailField(email)).toEqual(expected));

  it.each([
    [{ password: '', confirm: '' }, { PASSWORD: { type: 'required' }, PASSWORD_CONFIRM: { type: 'required' } }],
    [{ password: 'weak', confirm: 'weak' }, { PASSWORD: { type: 'invalid' } }],
    [{ password: 'Sevan2026!', confirm: 'Sevan2026?' }, { PASSWORD_CONFIRM: { type: 'mismatch' } }],
    [{ password: 'Sevan2026!', confirm: 'Sevan2026!' }, {}],
  ])('new password %j', (form, expected) => expect(checkNewPassword(form)).toEqual(expected));

  it('keeps the server warnings of the listed fields only; a change clears its own field', () => {
    const error = new ApiError({ kind: 'warning', status: 400, messages: [], fieldWarnings: { EMAIL: ['Taken'], OTHER: ['x'] } });
    const errors = serverFieldErrors(error, ['EMAIL', 'CODE'] as const);
    expect(errors).toEqual({ EMAIL: { type: 'server', message: 'Taken' } });
    expect(withoutField<'EMAIL' | 'CODE'>('EMAIL')(errors)).toEqual({});
  });
});
