import { screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { createFormModel } from '../factory/create-form-model';
import { FormFields } from '../form/dynamic-form';
import { FileFieldPart, LongTextFieldPart, NumberFieldPart, partsOfKinds, PasswordTextFieldPart, RadioFieldPart, SegmentedFieldPart, SwitchFieldPart } from './parts';

const PLATE: FieldDescriptorInput = { ID: 1, TEXT: 'Plate', FIELD_NAME: 'PLATE', TYPE: 'str' };
const DAYS: FieldDescriptorInput = { ID: 2, TEXT: 'Days', FIELD_NAME: 'DAYS', TYPE: 'int' };
const CONSENT: FieldDescriptorInput = { ID: 3, TEXT: 'I agree', FIELD_NAME: 'CONSENT', TYPE: 'bool' };
const NEWSLETTER: FieldDescriptorInput = { ID: 4, TEXT: 'Newsletter', FIELD_NAME: 'NEWSLETTER', TYPE: 'toggle' };
const PASSWORD: FieldDescriptorInput = { ID: 5, TEXT: 'Password', FIELD_NAME: 'PASSWORD', TYPE: 'pass' };

async function renderForm(name: string, fields: FieldDescriptorInput[]) {
  const form = createFormModel({ name, source: { kind: 'static' } });
  const scope = fork();
  await allSettled(form.descriptorsReceived, { scope, params: fields });
  return renderWithApp(<FormFields model={form} />, { scope, lang: 'en' });
}

describe('field parts (the number, file, long text, password, radio, switch and segmented fields load with a form that has one)', () => {
  it('maps each kind to its part, once, and the other kinds to none', () => {
    expect(partsOfKinds(['integer', 'decimal', 'text'])).toEqual([NumberFieldPart]);
    expect(partsOfKinds(['files', 'file', 'integer'])).toEqual([FileFieldPart, NumberFieldPart]);
    expect(partsOfKinds(['textarea', 'password', 'radio', 'switch', 'segmented', 'textarea'])).toEqual([LongTextFieldPart, PasswordTextFieldPart, RadioFieldPart, SwitchFieldPart, SegmentedFieldPart]);
    // CMTPL's first step (a plate, a document, the consent) and the customers' forms of text, phone, lists and dates.
    expect(partsOfKinds(['text', 'email', 'digits', 'phone', 'checkbox', 'select', 'search', 'multiselect', 'date', 'datetime', 'time', 'span', 'promo'])).toEqual([]);
  });

  it('a form of text fields and a checkbox draws at once, without asking for a part', async () => {
    await renderForm('parts-text', [PLATE, CONSENT]);
    expect(screen.getByRole('textbox', { name: 'Plate' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument();
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
    for (const part of [NumberFieldPart, FileFieldPart, LongTextFieldPart, PasswordTextFieldPart, RadioFieldPart, SwitchFieldPart, SegmentedFieldPart]) expect(part.loaded()).toBe(false);
  });

  it('a form with a switch and a password waits for both parts, then draws its fields together', async () => {
    await renderForm('parts-switch', [PLATE, NEWSLETTER, PASSWORD]);
    expect(screen.getByTestId('form-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: 'Plate' })).toBeInTheDocument();
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
    expect(RadioFieldPart.loaded()).toBe(false);
  });

  it('a form with a number field shows its placeholder until the part is here, then all its fields together', async () => {
    await renderForm('parts-number', [PLATE, DAYS]);
    expect(screen.getByTestId('form-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Plate' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Days' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Plate' })).toBeInTheDocument();
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
    expect(NumberFieldPart.loaded()).toBe(true);
    expect(FileFieldPart.loaded()).toBe(false);
  });
});
