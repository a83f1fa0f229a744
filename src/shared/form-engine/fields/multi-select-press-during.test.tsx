import { act, fireEvent, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptorInput } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { createFormModel } from '../factory/create-form-model';
import { FormFields } from '../form/dynamic-form';

// A file of its own (vitest.config.ts FRESH_CHUNK_FILES): the multiselect's code must not have loaded yet.
const form = createFormModel({ name: 'multi-select-press-during-test', source: { kind: 'static' } });
const EXTRAS: FieldDescriptorInput = { ID: 6, TEXT: 'Extras', FIELD_NAME: 'EXTRAS', TYPE: 'str', type_view: 'multiselect', DICTIONVALUES: [{ NUMID: 1, NAME_A: 'Glass' }, { NUMID: 2, NAME_A: 'Tyres' }] };

describe('a multiselect whose code arrives while it is pressed', () => {
  it('stays light until the press’s click, then opens and stays open (the click does not close it again)', async () => {
    const scope = fork();
    await allSettled(form.descriptorsReceived, { scope, params: [EXTRAS] });
    await renderWithApp(<FormFields model={form} />, { scope, lang: 'en' });
    const light = document.querySelector<HTMLInputElement>('input[aria-busy="true"][readonly]') as HTMLInputElement;
    expect(light).not.toBeNull();
    fireEvent.pointerDown(light);
    light.focus();
    // The code comes during the press.
    await act(async () => {
      await import('./full-choice');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(light.isConnected).toBe(true);
    expect(document.activeElement).toBe(light);
    // The release and its click reach the element under the pointer: the light field, still there.
    const pressed = document.querySelector<HTMLInputElement>(`input#${CSS.escape(light.id)}`) as HTMLInputElement;
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(await screen.findByRole('option', { name: 'Glass' })).toBeVisible();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('option', { name: 'Glass' })).toBeVisible();
    expect(document.activeElement?.tagName).toBe('INPUT');
    expect(document.activeElement).not.toHaveAttribute('readonly');
  });
});
