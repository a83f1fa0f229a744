import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { createFormModel } from '../factory/create-form-model';
import { FullSelect } from './full-choice';
import { useFieldEvents, useFieldView } from './use-field';

const form = createFormModel({ name: 'search-select-test', source: { kind: 'static' } });
const CITY: FieldDescriptorInput = {
  ID: 7,
  TEXT: 'City',
  FIELD_NAME: 'CITY',
  TYPE: 'search',
  DICTIONVALUES: [
    { NUMID: 1, NAME_A: 'Yerevan' },
    { NUMID: 2, NAME_A: 'Gyumri' },
    { NUMID: 3, NAME_A: 'Vanadzor' },
  ],
};

/** Mantine's select as the light field hands it over: what was typed while its code loaded, opened. */
function CityTakenOver({ typed }: { typed: string }) {
  const view = useFieldView(form, 'CITY');
  const events = useFieldEvents(form);
  const value = typeof view?.value === 'string' && view.value !== '' ? view.value : null;
  return view ? <FullSelect view={view} events={events} value={value} error={undefined} opened typed={typed} /> : null;
}

describe('a searchable list typed into before its code was here (useKeysWhileLoading hands the keys over)', () => {
  it('starts with the keys as its search, not wiped by Mantine`s own start, and the next keys go on with it', async () => {
    const scope = fork();
    await allSettled(form.descriptorsReceived, { scope, params: [CITY] });
    await renderWithApp(<CityTakenOver typed="Gy" />, { scope, lang: 'en' });
    const input = screen.getByRole('combobox', { name: /City/ });
    expect(input).toHaveValue('Gy');
    // The list is open and holds only what the search matches.
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Gyumri']);
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('{End}u{ArrowDown}{Enter}');
    expect(input).toHaveValue('Gyumri');
    expect(scope.getState(form.$values).CITY).toBe('2');
  });
});
