import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { createFormModel } from '../factory/create-form-model';
import { FormFields } from '../form/dynamic-form';
import { preloadFieldParts } from './parts';

// The number and file fields are chunks of their own (parts.ts): here before the forms below draw.
beforeAll(() => preloadFieldParts());

const form = createFormModel({ name: 'fields-test', source: { kind: 'static' } });

async function renderFields(fields: FieldDescriptorInput[], lang: 'en' | 'hy' = 'en') {
  const scope = fork();
  await allSettled(form.descriptorsReceived, { scope, params: fields });
  const rendered = await renderWithApp(<FormFields model={form} />, { scope, lang });
  return { ...rendered, user: userEvent.setup() };
}

const DATE: FieldDescriptorInput = { ID: 1, TEXT: 'Start of cover', FIELD_NAME: 'START', TYPE: 'date' };
const DATETIME: FieldDescriptorInput = { ID: 2, TEXT: 'Inspection', FIELD_NAME: 'INSPECTION', TYPE: 'datetime' };
const PHONE: FieldDescriptorInput = { ID: 3, TEXT: 'Mobile phone', FIELD_NAME: 'PHONE', TYPE: 'phone', required: 1 };
const NAME: FieldDescriptorInput = { ID: 4, TEXT: 'Full name', FIELD_NAME: 'FULLNAME', TYPE: 'str', required: 1 };

describe('date input, typed key by key', () => {
  it.each([
    ['31/04', '31/0'], // 31 April: the 4 is refused
    ['3002', '30/0'], // 30 February never
    ['29022023', '29/02/202'], // 29 February 2023: not a leap year
    ['29022024', '29/02/2024'],
    ['1200', '12/0'], // month 00
    ['12a05b2024', '12/05/2024'], // only digits and slashes; slashes come by themselves
  ])('typing "%s" leaves "%s"', async (keys, expected) => {
    const { user } = await renderFields([DATE]);
    const input = screen.getByRole('textbox', { name: 'Start of cover' });
    await user.type(input, keys);
    expect(input).toHaveValue(expected);
  });

  it('backspace removes an inserted slash like any character', async () => {
    const { user } = await renderFields([DATE]);
    const input = screen.getByRole('textbox', { name: 'Start of cover' });
    await user.type(input, '12');
    expect(input).toHaveValue('12/');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('12');
  });

  it('date and time', async () => {
    const { user } = await renderFields([DATETIME]);
    const input = screen.getByRole('textbox', { name: 'Inspection' });
    await user.type(input, '1205202424'); // hour 24 refused
    expect(input).toHaveValue('12/05/2024 2');
    await user.type(input, '359');
    expect(input).toHaveValue('12/05/2024 23:59');
  });

  it('a half-typed date is reported when the field is left', async () => {
    const { user } = await renderFields([DATE, NAME]);
    await user.type(screen.getByRole('textbox', { name: 'Start of cover' }), '1205');
    await user.click(screen.getByRole('textbox', { name: /Full name/ }));
    expect(await screen.findByText('Enter the date as DD/MM/YYYY')).toBeInTheDocument();
  });
});

describe('the calendar (its own chunk, loaded on the way to the first press)', () => {
  it('opens on the first press, in the page language, picks a day into the field and gives the focus back', async () => {
    const { user } = await renderFields([DATE], 'hy');
    const input = screen.getByRole('textbox', { name: 'Start of cover' });
    await user.type(input, '12052024');
    const button = screen.getByRole('button', { name: /Start of cover/ });
    await user.click(button);
    // Armenian month and day names (dayjs's hy-am locale, loaded with the calendar), Monday first.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/^մայիսի 2024երկերքչրք/);
    await user.click(within(dialog).getByText('20'));
    expect(input).toHaveValue('20/05/2024');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Start of cover/ })).toHaveFocus());
  });
});

describe('phone input, typed key by key', () => {
  it('shows +374 in front and groups XX-XXX-XXX', async () => {
    const { user } = await renderFields([PHONE]);
    expect(screen.getByText('+374')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Mobile phone/ });
    await user.type(input, '91234567');
    expect(input).toHaveValue('91-234-567');
  });

  it.each([
    ['9a1b2', '91-2'], // letters refused
    ['91 234', '91-234'], // spaces refused
    ['912345678', '91-234-567'], // no ninth digit
    ['+37491', '37-491'], // "+" refused; digits are digits
  ])('typing "%s" leaves "%s"', async (keys, expected) => {
    const { user } = await renderFields([PHONE]);
    const input = screen.getByRole('textbox', { name: /Mobile phone/ });
    await user.type(input, keys);
    expect(input).toHaveValue(expected);
  });

  it('a pasted international number keeps its last 8 digits', async () => {
    const { user } = await renderFields([PHONE]);
    const input = screen.getByRole('textbox', { name: /Mobile phone/ });
    await user.click(input);
    await user.paste('+374 (91) 23-45-67');
    expect(input).toHaveValue('91-234-567');
  });

  it('a number starting with 0 is reported when the field is left', async () => {
    const { user } = await renderFields([PHONE, NAME]);
    await user.type(screen.getByRole('textbox', { name: /Mobile phone/ }), '0912345');
    await user.click(screen.getByRole('textbox', { name: /Full name/ }));
    expect(await screen.findByText('The number cannot start with 0')).toBeInTheDocument();
  });
});

describe('floating labels', () => {
  it('are raised while the field is focused or filled', async () => {
    const { user } = await renderFields([NAME, DATE]);
    const input = screen.getByRole('textbox', { name: /Full name/ });
    const label = () => document.querySelector(`label[for="${input.id}"]`);
    expect(label()).not.toHaveAttribute('data-floating');
    await user.click(input);
    await waitFor(() => expect(label()).toHaveAttribute('data-floating'));
    await user.click(screen.getByRole('textbox', { name: 'Start of cover' }));
    await waitFor(() => expect(label()).not.toHaveAttribute('data-floating'));
    await user.type(input, 'Աննա');
    await user.click(screen.getByRole('textbox', { name: 'Start of cover' }));
    expect(label()).toHaveAttribute('data-floating');
  });

  it('the phone label stays raised: the prefix is always there', async () => {
    await renderFields([PHONE]);
    const input = screen.getByRole('textbox', { name: /Mobile phone/ });
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveAttribute('data-floating');
  });
});

describe('required message', () => {
  it('in Armenian: "{label} դաշտը պարտադիր է"', async () => {
    const { user } = await renderFields([NAME, DATE], 'hy');
    await user.click(screen.getByRole('textbox', { name: /Full name/ }));
    await user.click(screen.getByRole('textbox', { name: 'Start of cover' }));
    expect(await screen.findByText('Full name դաշտը պարտադիր է')).toBeInTheDocument();
  });
});

describe('English-only text (propsData.allowed, §5 travel)', () => {
  const OWNER: FieldDescriptorInput = { ID: 4436, TEXT: 'Owner first name', FIELD_NAME: 'OWNER_FIRSTNAME', TYPE: 'str', propsData: { allowed: 'latin-name' } };
  const ADDRESS: FieldDescriptorInput = { ID: 4438, TEXT: 'Owner address', FIELD_NAME: 'OWNER_ADDRESS', TYPE: 'str', propsData: { allowed: 'latin-address' } };

  it.each<[string, 'en' | 'hy', FieldDescriptorInput, string, string]>([
    ['a name in Armenian letters', 'en', OWNER, 'Աննա', 'Use English letters, spaces and hyphens only'],
    ['an address in Cyrillic', 'en', ADDRESS, 'Ереван', 'Use English letters, digits, spaces and the characters - / . , only'],
    ['the message in Armenian', 'hy', OWNER, 'Anna2', 'Օգտագործեք միայն անգլերեն (լատինական) տառեր, բացատներ և գծիկներ'],
  ])('%s', async (_, lang, field, typed, message) => {
    const { user } = await renderFields([field, DATE], lang);
    await user.type(screen.getByRole('textbox', { name: field.TEXT }), typed);
    await user.click(screen.getByRole('textbox', { name: 'Start of cover' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('light fields hand over to Mantine on the first focus', () => {
  const SUM: FieldDescriptorInput = { ID: 10, TEXT: 'Sum insured', FIELD_NAME: 'SUM', TYPE: 'int' };
  const RATE: FieldDescriptorInput = { ID: 11, TEXT: 'Rate', FIELD_NAME: 'RATE', TYPE: 'float', SUBTYPE: 2 };
  const NOTES: FieldDescriptorInput = { ID: 12, TEXT: 'Notes', FIELD_NAME: 'NOTES', TYPE: 'text' };
  const AGREE: FieldDescriptorInput = { ID: 13, TEXT: 'I agree', FIELD_NAME: 'AGREE', TYPE: 'bool' };

  it.each([
    { kind: 'a number field', field: SUM, label: 'Sum insured', keys: '1234567', shown: '1,234,567' },
    { kind: 'a long text field', field: NOTES, label: 'Notes', keys: 'Hello', shown: 'Hello' },
  ])('$kind clicked takes the keys from the first one', async ({ field, label, keys, shown }) => {
    const { user } = await renderFields([field]);
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.keyboard(keys);
    const input = screen.getByRole('textbox', { name: label });
    expect(input).toHaveFocus();
    expect(input).toHaveValue(shown);
  });

  it('a decimal field reached by Tab takes the keys, to its decimals', async () => {
    const { user } = await renderFields([NAME, RATE]);
    await user.click(screen.getByRole('textbox', { name: /Full name/ }));
    await user.tab();
    await user.keyboard('1234.567');
    expect(screen.getByRole('textbox', { name: 'Rate' })).toHaveValue('1,234.56');
  });

  it('numbers are grouped and marked as the language writes them (Armenian: space and decimal comma)', async () => {
    const { user } = await renderFields([NAME, RATE], 'hy');
    await user.click(screen.getByRole('textbox', { name: /Full name/ }));
    await user.tab();
    await user.keyboard('1234,567');
    expect(screen.getByRole('textbox', { name: 'Rate' })).toHaveValue('1 234,56');
  });

  it('the checkbox is a real one: a click and the space bar toggle it', async () => {
    const { user } = await renderFields([AGREE]);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
  });
});

describe('list fields (Mantine Select and MultiSelect: their own chunk, asked for on the way to the field)', () => {
  const COLOUR: FieldDescriptorInput = { ID: 5, TEXT: 'Colour', FIELD_NAME: 'COLOUR', TYPE: 'str', required: 1, DICTIONVALUES: [{ NUMID: 1, NAME_A: 'Red' }, { NUMID: 2, NAME_A: 'Blue' }] };
  const EXTRAS: FieldDescriptorInput = { ID: 6, TEXT: 'Extras', FIELD_NAME: 'EXTRAS', TYPE: 'str', type_view: 'multiselect', DICTIONVALUES: [{ NUMID: 1, NAME_A: 'Glass' }, { NUMID: 2, NAME_A: 'Tyres' }] };

  it('a select is light until pressed; then Mantine`s select takes the focus, opened, and the option picked goes in', async () => {
    const { user } = await renderFields([COLOUR]);
    const light = screen.getByRole('combobox', { name: /Colour/ });
    // The light field stands for the select: no listbox yet.
    expect(light).toHaveAttribute('aria-expanded', 'false');
    await user.click(light);
    await user.click(await screen.findByRole('option', { name: 'Blue' }));
    // Mantine's input replaced the light one (the same markup, another element), and has the focus.
    const full = screen.getByRole('combobox', { name: /Colour/ });
    expect(full).not.toBe(light);
    expect(full).toHaveValue('Blue');
    expect(full).toHaveFocus();
  });

  it('reached by Tab, the select takes the focus once its code is here, and the keys pick from it', async () => {
    const { user } = await renderFields([NAME, COLOUR]);
    const light = screen.getByRole('combobox', { name: /Colour/ });
    await user.click(screen.getByRole('textbox', { name: /Full name/ }));
    await user.tab();
    // The light field has the focus first, then Mantine's input (another element) takes it over.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', light.id));
    await waitFor(() => expect(document.activeElement).not.toBe(light));
    // The first arrow opens the list on its first option, the second goes to the next one.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(document.activeElement).toHaveValue('Blue');
  });

  it('a multiselect shows its picks as text until its code is here, then as Mantine`s pills', async () => {
    const scope = fork();
    await allSettled(form.descriptorsReceived, { scope, params: [EXTRAS] });
    await allSettled(form.fieldChanged, { scope, params: { name: 'EXTRAS', value: ['2'] } });
    await renderWithApp(<FormFields model={form} />, { scope, lang: 'en' });
    await waitFor(() => expect(document.querySelector('.mantine-MultiSelect-pill')).toHaveTextContent('Tyres'));
  });
});
