import { allSettled, createEffect, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type FieldDescriptorInput } from '@/shared/api';
import { REQUEST_DEBOUNCE_MS } from '@/shared/config';
import { createFormModel } from '../create-form-model';
import type { LoadRequest, OnChangeRequest, OnChangeResult, OptionsRequest } from '../types';

/** One initiator of each timing, and a field that is not one. */
const FIELDS: FieldDescriptorInput[] = [
  { ID: 1, TEXT: 'Name', FIELD_NAME: 'NAME', TYPE: 'str', dynamicItems: 1 },
  { ID: 2, TEXT: 'Zone', FIELD_NAME: 'ZONE', TYPE: 'radio', dynamicItems: 1, DICTIONVALUES: [{ NUMID: 1, NAME_A: 'Europe' }, { NUMID: 2, NAME_A: 'World' }] },
  { ID: 3, TEXT: 'Start', FIELD_NAME: 'START', TYPE: 'date', dynamicItems: 1 },
  { ID: 4, TEXT: 'Refresh', FIELD_NAME: 'REFRESH', TYPE: 'button', dynamicItems: 1 },
  { ID: 5, TEXT: 'Age', FIELD_NAME: 'AGE', TYPE: 'int' },
  { ID: 6, TEXT: 'Country', FIELD_NAME: 'COUNTRY', TYPE: 'search', API: '/country/get-country-list-alchemy/' },
];

const sendFx = createEffect<Record<string, unknown>, { ok: true }, ApiError>(async () => ({ ok: true }));
const form = createFormModel({ name: 'timing-form', source: { kind: 'input-list', tabId: 9001, access: 'public' }, submitFx: sendFx });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

/** A loaded form whose on-change answers at once (or when `reply` is given, when it resolves). */
async function openForm(onChange = vi.fn(async (request: OnChangeRequest): Promise<OnChangeResult> => ({ seq: request.seq, items: [] }))) {
  const load = vi.fn(async (request: LoadRequest) => ({ key: request.key, list: FIELDS, values: null, meta: { title: null, description: null, keywords: null } }));
  const loadOptions = vi.fn(async (request: OptionsRequest) => ({ name: request.name, key: request.key, options: [] }));
  const send = vi.fn(async () => ({ ok: true as const }));
  const scope = fork({
    handlers: [
      [form.loadFx, load],
      [form.loadOptionsFx, loadOptions],
      [form.onChangeFx, onChange],
      [sendFx, send],
    ],
  });
  await allSettled(form.opened, { scope, params: {} });
  return { scope, load, loadOptions, onChange, send };
}

const change = (scope: Scope, name: string, value: unknown) => void allSettled(form.fieldChanged, { scope, params: { name, value } });
const initiatorsOf = (onChange: ReturnType<typeof vi.fn>, call: number) => (onChange.mock.calls[call]?.[0] as OnChangeRequest).initiators;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('when the on-change round trip leaves', () => {
  it('the form and its dictionaries load at once: no timer runs before they are asked for', async () => {
    const { load, loadOptions } = await openForm();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith(expect.objectContaining({ name: 'COUNTRY' }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('what is typed waits for a pause: the keys of one word go out as one request', async () => {
    const { scope, onChange } = await openForm();
    change(scope, 'NAME', 'A');
    await vi.advanceTimersByTimeAsync(100);
    change(scope, 'NAME', 'An');
    await vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ initiators: ['NAME'], values: expect.objectContaining({ NAME: 'An' }) }));
  });

  it('a choice goes at once and takes a waiting typed initiator along; the pause then sends nothing more', async () => {
    const { scope, onChange } = await openForm();
    change(scope, 'NAME', 'Anna');
    await vi.advanceTimersByTimeAsync(100);
    change(scope, 'ZONE', '2');
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(initiatorsOf(onChange, 0)).toEqual(['NAME', 'ZONE']);
    await vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a half-typed date waits; the whole date (picked, or its last digit) goes at once', async () => {
    const { scope, onChange } = await openForm();
    change(scope, 'START', '21/11/202');
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).not.toHaveBeenCalled();
    change(scope, 'START', '21/11/2027');
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ initiators: ['START'], values: expect.objectContaining({ START: '21/11/2027' }) }));
  });

  it('an initiator button goes at once; a field that is no initiator sends nothing', async () => {
    const { scope, onChange } = await openForm();
    change(scope, 'AGE', 40);
    await vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    void allSettled(form.buttonPressed, { scope, params: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(initiatorsOf(onChange, 0)).toEqual(['REFRESH']);
  });

  it('a submit pressed while typed text waits for the pause sends the round trip at once, then the answered form', async () => {
    const { scope, onChange, send } = await openForm(
      vi.fn(async (request: OnChangeRequest): Promise<OnChangeResult> => ({ seq: request.seq, items: [{ field: 'AGE', value: 41 }] })),
    );
    change(scope, 'NAME', 'Anna');
    void allSettled(form.submitted, { scope });
    expect(scope.getState(form.$submitting)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ NAME: 'Anna', AGE: 41 }));
    expect(scope.getState(form.$submitting)).toBe(false);
  });

  it('a request sent before the last one was answered carries its initiators: that answer no longer counts', async () => {
    const first = deferred();
    const onChange = vi.fn(async (request: OnChangeRequest): Promise<OnChangeResult> => {
      if (request.seq === 1) {
        await first.promise;
        return { seq: request.seq, items: [{ field: 'AGE', value: 1 }] };
      }
      return { seq: request.seq, items: [{ field: 'AGE', value: 2 }] };
    });
    const { scope } = await openForm(onChange);
    change(scope, 'ZONE', '2');
    await vi.advanceTimersByTimeAsync(0);
    change(scope, 'START', '21/11/2027');
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(initiatorsOf(onChange, 1)).toEqual(['ZONE', 'START']);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(form.$values).AGE).toBe(2);
    // Answered: the next request starts afresh.
    change(scope, 'ZONE', '1');
    await vi.advanceTimersByTimeAsync(0);
    expect(initiatorsOf(onChange, 2)).toEqual(['ZONE']);
  });

  it('a failed round trip releases a waiting press, which then counts', async () => {
    const { scope, send } = await openForm(vi.fn(async () => Promise.reject(new ApiError({ kind: 'network' }))));
    change(scope, 'ZONE', '2');
    void allSettled(form.submitted, { scope });
    expect(scope.getState(form.$submitting)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(form.$submitting)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
