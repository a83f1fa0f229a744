import { screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { createFormModel } from '../factory/create-form-model';
import { FormFields } from '../form/dynamic-form';
import { FileFieldPart, NumberFieldPart, partsOfKinds } from './parts';

const PLATE: FieldDescriptorInput = { ID: 1, TEXT: 'Plate', FIELD_NAME: 'PLATE', TYPE: 'str' };
const DAYS: FieldDescriptorInput = { ID: 2, TEXT: 'Days', FIELD_NAME: 'DAYS', TYPE: 'int' };

async function renderForm(name: string, fields: FieldDescriptorInput[]) {
  const form = createFormModel({ name, source: { kind: 'static' } });
  const scope = fork();
  await allSettled(form.descriptorsReceived, { scope, params: fields });
  return renderWithApp(<FormFields model={form} />, { scope, lang: 'en' });
}

describe('field parts (the number and file fields load with a form that has one)', () => {
  it('maps each kind to its part, once, and the other kinds to none', () => {
    expect(partsOfKinds(['integer', 'decimal', 'text'])).toEqual([NumberFieldPart]);
    expect(partsOfKinds(['files', 'file', 'integer'])).toEqual([FileFieldPart, NumberFieldPart]);
    expect(partsOfKinds(['text', 'phone', 'checkbox', 'select', 'date', 'password'])).toEqual([]);
  });

  it('a form of text fields draws at once, without asking for a part', async () => {
    await renderForm('parts-text', [PLATE]);
    expect(screen.getByRole('textbox', { name: 'Plate' })).toBeInTheDocument();
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
    expect(NumberFieldPart.loaded()).toBe(false);
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
