import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { parseDescriptors } from './descriptors';
import { validateField, type PromoState, type ValidationContext } from './validate';

const one = (item: Partial<FieldDescriptorInput>) =>
  parseDescriptors([{ ID: 1, TEXT: 'X', FIELD_NAME: 'X', TYPE: 'str', ...item }]).fields[0]!;
const required: ValidationContext = { required: true, minDate: null };
const optional: ValidationContext = { required: false, minDate: null };
const promo = (state: Partial<PromoState>): PromoState => ({ status: 'idle', code: 'SEVAN10', discount: null, message: null, ...state });

describe('validateField', () => {
  it.each<[string, Partial<FieldDescriptorInput>, unknown, ValidationContext, string | null]>([
    ['required text, empty', {}, '  ', required, 'required'],
    ['optional text, empty', {}, '', optional, null],
    ['required consent checkbox, unticked', { TYPE: 'bool' }, false, required, 'required'],
    ['required consent checkbox, ticked', { TYPE: 'bool' }, true, required, null],
    ['required multi-choice, none', { TYPE: 'search', type_view: 'multiselect' }, [], required, 'required'],
    ['required file list, emptied', { TYPE: 'multiSelectFile' }, [], required, 'required'],
    ['a file list still uploading', { TYPE: 'multiSelectFile' }, [], { ...optional, uploading: 1 }, 'files-uploading'],
    ['a complete date', { TYPE: 'date' }, '29/02/2024', required, null],
    ['a half-typed date', { TYPE: 'date' }, '29/02/20', required, 'date-format'],
    ['a date text that slipped through as invalid', { TYPE: 'date' }, '31/04/2024', required, 'date-format'],
    ['a date before field_rules.min', { TYPE: 'date' }, '21/11/2026', { required: true, minDate: '2026-11-22' }, 'date-min'],
    ['a date on the minimum', { TYPE: 'date' }, '22/11/2026', { required: true, minDate: '2026-11-22' }, null],
    ['a date-time without the time', { TYPE: 'datetime' }, '22/11/2026 ', required, 'date-format'],
    ['a time', { TYPE: 'time' }, '09:30', required, null],
    ['a bad time', { TYPE: 'time' }, '9:3', required, 'time-format'],
    ['an e-mail', { type_view: 'email' }, 'anna@example.am', required, null],
    ['not an e-mail', { type_view: 'email' }, 'anna@example', required, 'email'],
    ['a phone starting with 0', { TYPE: 'phone' }, '09-123-456', required, 'phone-starts-with-zero'],
    ['a short phone', { TYPE: 'phone' }, '91-123-45', required, 'phone-too-short'],
    ['a phone', { TYPE: 'phone' }, '91-123-456', required, null],
    ['a number', { TYPE: 'int' }, 12, required, null],
    ['half a number', { TYPE: 'float' }, '-', required, 'number'],
    ['a span is never invalid', { TYPE: 'span', required: 1 }, null, required, null],
  ])('%s', (_, descriptor, value, context, code) => {
    expect(validateField(one(descriptor), value as never, context)?.code ?? null).toBe(code);
  });

  it.each<[string, string, PromoState | undefined, string | null]>([
    ['no code typed', '', undefined, null],
    ['typed, never checked', 'SEVAN10', promo({}), 'promo-unchecked'],
    ['being checked', 'SEVAN10', promo({ status: 'checking' }), 'promo-unchecked'],
    ['checked and valid', 'SEVAN10', promo({ status: 'valid', discount: 10 }), null],
    ['valid, then edited', 'SEVAN1', promo({ status: 'valid', discount: 10 }), 'promo-unchecked'],
    ['checked and not valid', 'SEVAN10', promo({ status: 'invalid', message: 'Unknown code' }), 'promo-invalid'],
  ])('promo: %s', (_, value, state, code) => {
    expect(validateField(one({ TYPE: 'promo' }), value, { required: false, minDate: null, promo: state })?.code ?? null).toBe(code);
  });
});
