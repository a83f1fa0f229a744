import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { allowedTextKind, checkAllowedText, type AllowedTextKind } from './allowed-text';
import { parseDescriptors } from './descriptors';
import { validateField, type ValidationContext } from './validate';

describe('checkAllowedText', () => {
  it.each<[AllowedTextKind, string, boolean]>([
    ['latin-name', 'Anna', true],
    ['latin-name', 'Anna-Maria Hakobyan', true],
    ['latin-name', 'SARGSYAN', true],
    ['latin-name', '', true],
    ['latin-name', 'Աննա', false],
    ['latin-name', 'Анна', false],
    ['latin-name', 'Zoë', false],
    ['latin-name', "O'Neil", false],
    ['latin-name', 'Anna2', false],
    ['latin-name', 'Anna.', false],
    ['latin-name', 'Anna\tMaria', false],
    ['latin-address', '12/3 Abovyan St., apt. 4-B', true],
    ['latin-address', 'Yerevan, Tumanyan 5', true],
    ['latin-address', 'Երևան, Թումանյան 5', false],
    ['latin-address', 'Ереван', false],
    ['latin-address', 'Abovyan #12', false],
    ['latin-address', 'Abovyan 12\nYerevan', false],
    ['latin-address', 'Abovyan (12)', false],
  ])('%s: %j → %s', (kind, text, allowed) => {
    expect(checkAllowedText(kind, text)).toEqual(allowed ? null : { code: 'text-not-allowed', allowed: kind });
  });

  it.each<[string, unknown, AllowedTextKind | null]>([
    ['a name field', 'latin-name', 'latin-name'],
    ['an address field', 'latin-address', 'latin-address'],
    ['an unknown kind is no rule', 'latin', null],
    ['not a text', 1, null],
    ['no propsData', undefined, null],
  ])('propsData.allowed of %s', (_, allowed, kind) => {
    expect(allowedTextKind({ propsData: allowed === undefined ? null : { allowed } })).toBe(kind);
  });
});

describe('validateField with propsData.allowed', () => {
  const one = (item: Partial<FieldDescriptorInput>) =>
    parseDescriptors([{ ID: 4436, TEXT: 'X', FIELD_NAME: 'X', TYPE: 'str', ...item }]).fields[0]!;
  const required: ValidationContext = { required: true, minDate: null };
  const optional: ValidationContext = { required: false, minDate: null };
  const name = { propsData: { allowed: 'latin-name' } };
  const address = { TYPE: 'text' as const, propsData: { allowed: 'latin-address' } };

  it.each<[string, Partial<FieldDescriptorInput>, string, ValidationContext, string | null]>([
    ['an English name', name, 'Anna-Maria', required, null],
    ['an Armenian name', name, 'Աննա', required, 'text-not-allowed'],
    ['a Russian name, optional field', name, 'Анна', optional, 'text-not-allowed'],
    ['an empty required name: "required" first', name, '', required, 'required'],
    ['an empty optional name', name, '', optional, null],
    ['an English address (long text)', address, '12/3 Abovyan St., Yerevan', required, null],
    ['a name typed into the address', address, 'Ереван', required, 'text-not-allowed'],
    ['without propsData.allowed any script is fine', {}, 'Աննա', required, null],
  ])('%s', (_, descriptor, value, context, code) => {
    expect(validateField(one(descriptor), value, context)?.code ?? null).toBe(code);
  });

  it('the error names the kind, so the message can say what is allowed', () => {
    expect(validateField(one(address), 'Abovyan #12', required)).toEqual({ code: 'text-not-allowed', allowed: 'latin-address' });
  });
});
