import { fireEvent, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { createFormModel } from '../factory/create-form-model';
import { FormFields } from '../form/dynamic-form';

// A file of its own: the multiselect's code must not have loaded yet (another test of the file would have loaded it).
const form = createFormModel({ name: 'multi-select-press-test', source: { kind: 'static' } });
const EXTRAS: FieldDescriptorInput = { ID: 6, TEXT: 'Extras', FIELD_NAME: 'EXTRAS', TYPE: 'str', type_view: 'multiselect', DICTIONVALUES: [{ NUMID: 1, NAME_A: 'Glass' }, { NUMID: 2, NAME_A: 'Tyres' }] };

describe('a multiselect pressed before its code is here (a tap on a slow phone)', () => {
  it('opens with the focus once the code has come: the tap is not lost', async () => {
    const scope = fork();
    await allSettled(form.descriptorsReceived, { scope, params: [EXTRAS] });
    await renderWithApp(<FormFields model={form} />, { scope, lang: 'en' });
    const light = document.querySelector<HTMLInputElement>('input[aria-busy="true"][readonly]');
    expect(light).not.toBeNull();
    // A tap: pressed, focused, released and clicked, all before the code has come.
    fireEvent.pointerDown(light as HTMLInputElement);
    (light as HTMLInputElement).focus();
    fireEvent.pointerUp(light as HTMLInputElement);
    fireEvent.click(light as HTMLInputElement);
    expect(await screen.findByRole('option', { name: 'Glass' })).toBeVisible();
    await waitFor(() => expect(document.activeElement).not.toBe(light));
    expect(document.activeElement?.tagName).toBe('INPUT');
    expect(document.activeElement).not.toHaveAttribute('readonly');
  });
});
