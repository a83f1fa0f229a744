import { allSettled, createEffect, createStore, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $token, ApiError, type FieldDescriptorInput } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { preparedInTests } from '@/shared/test/uploads';
import { createFormModel } from './create-form-model';
import type { LoadAnswer, LoadRequest, OnChangeRequest, OnChangeResult, OptionsRequest, UploadRequest } from './types';

/** A small form with one of each behaviour under test. */
const FIELDS: FieldDescriptorInput[] = [
  { ID: 1, TEXT: 'Person type', FIELD_NAME: 'PERSONTYPE', TYPE: 'radiogroup', dynamicItems: 1, value: '3', DICTIONVALUES: [{ NUMID: 3, NAME_A: 'Physical' }, { NUMID: 2, NAME_A: 'Legal' }] },
  { ID: 2, TEXT: 'Full name', FIELD_NAME: 'FULLNAME', TYPE: 'str', required: 1 },
  { ID: 3, TEXT: 'Company', FIELD_NAME: 'COMPANY', TYPE: 'str', required: 1, display: 0 },
  { ID: 4, TEXT: 'Holder is owner', FIELD_NAME: 'IS_OWNER', TYPE: 'bool', value: 1 },
  { ID: 5, TEXT: 'Owner', FIELD_NAME: 'OWNER', TYPE: 'str', required: 1, field_rules: [{ visible: 0 }, { when: { field: 'IS_OWNER', value: 0 }, visible: 1 }] },
  { ID: 6, TEXT: 'Phone', FIELD_NAME: 'PHONE', TYPE: 'phone', required: 1 },
  { ID: 7, TEXT: 'Start', FIELD_NAME: 'START', TYPE: 'date', field_rules: { min: 'today' } },
  { ID: 8, TEXT: 'Country', FIELD_NAME: 'COUNTRY', TYPE: 'search', type_view: 'multiselect', API: '/country/get-country-list-alchemy/' },
  { ID: 9, TEXT: 'Bank', FIELD_NAME: 'BANK', TYPE: 'radio', API: '/diction_s/def-transit-bank-list/', propsData: { params: { KIND: '$PERSONTYPE' } } },
  { ID: 10, TEXT: 'Seats', FIELD_NAME: 'SEATS', TYPE: 'int', field_rules: { when: { field: 'PERSONTYPE', value: 3 }, disabled: 1 } },
  { ID: 11, TEXT: 'Internal', FIELD_NAME: 'INTERNAL', TYPE: 'str', GRANTED: 0 },
  { ID: 12, TEXT: 'Scans', FIELD_NAME: 'SCANS', TYPE: 'multiSelectFile', required: 1 },
  { ID: 13, TEXT: 'Promo', FIELD_NAME: 'PROMO', TYPE: 'promo' },
];
const BROKEN = { ID: 99, TEXT: 'Colour', FIELD_NAME: 'COLOUR', TYPE: 'colour' };

const sendFx = createEffect<Record<string, unknown>, { ok: true }, ApiError>(async () => ({ ok: true }));
const form = createFormModel({ name: 'test-form', source: { kind: 'input-list', tabId: 9000, access: 'auto' }, submitFx: sendFx, referral: 'medicalCheckUp' });
const staticForm = createFormModel({ name: 'static-form', source: { kind: 'static' } });
const $product = createStore<string | null>(null);
const productForm = createFormModel({ name: 'product-form', source: { kind: 'static' }, referral: $product });

const answer = (list: unknown[], key: string): LoadAnswer => ({ key, list, values: null, meta: { title: 'Showcase', description: null, keywords: null } });
const countries = [
  { value: 'FR', label: 'France', conditions: null },
  { value: 'GE', label: 'Georgia', conditions: null },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A scope whose form is loaded from FIELDS (plus the broken descriptor); options answer at once. */
async function openForm(extra: { handlers?: Array<[unknown, unknown]>; values?: Array<[unknown, unknown]> } = {}) {
  const load = vi.fn(async (request: LoadRequest) => answer([...FIELDS, BROKEN], request.key));
  const loadOptions = vi.fn(async (request: OptionsRequest) => ({ name: request.name, key: request.key, options: request.name === 'COUNTRY' ? countries : [{ value: '118', label: 'Masis Bank', conditions: null }] }));
  const scope = fork({
    values: extra.values as never,
    handlers: [
      [form.loadFx, load],
      [form.loadOptionsFx, loadOptions],
      [form.onChangeFx, async (request: OnChangeRequest): Promise<OnChangeResult> => ({ seq: request.seq, items: [] })],
      // The test DOM cannot decode pictures: photos are "prepared" to 900 KB JPEGs (shared/test/uploads.ts).
      preparedInTests(),
      ...(extra.handlers ?? []),
    ] as never,
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await allSettled(form.opened, { scope, params: {} });
  return { scope, load, loadOptions };
}

const view = (scope: Scope, name: string) => scope.getState(form.$fields)[name];
const change = (scope: Scope, name: string, value: unknown) => allSettled(form.fieldChanged, { scope, params: { name, value } });

describe('loading descriptors', () => {
  it('loads the tab, keeps the good descriptors, drops the not-granted one, reports the bad one', async () => {
    const { scope, load } = await openForm();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ kind: 'input-list', tabId: 9000, access: 'public' }));
    const names = scope.getState(form.$descriptors).map((field) => field.FIELD_NAME);
    expect(names).not.toContain('INTERNAL');
    expect(names).not.toContain('COLOUR');
    expect(names).toHaveLength(FIELDS.length - 1);
    expect(scope.getState(form.$problems)).toEqual([expect.objectContaining({ name: 'COLOUR', reason: 'invalid' })]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('1 field descriptor(s) could not be read'), expect.any(Array));
    expect(scope.getState(form.$meta)?.title).toBe('Showcase');
    // Shown: everything but the display:0 company, the rule-hidden owner.
    expect(scope.getState(form.$visibleNames)).toEqual(['PERSONTYPE', 'FULLNAME', 'IS_OWNER', 'PHONE', 'START', 'COUNTRY', 'BANK', 'SEATS', 'SCANS', 'PROMO']);
    expect(scope.getState(form.$values)).toMatchObject({ PERSONTYPE: '3', IS_OWNER: true, FULLNAME: '', COUNTRY: [], SCANS: [] });
  });

  it('a signed-in customer loads the authorized variant; parent 5049 stays public', async () => {
    const withToken = await openForm({ values: [[$token, 'sim.token']] });
    expect(withToken.load).toHaveBeenLastCalledWith(expect.objectContaining({ access: 'authorized' }));
    await allSettled(form.opened, { scope: withToken.scope, params: { tabId: 5049 } });
    expect(withToken.load).toHaveBeenLastCalledWith(expect.objectContaining({ tabId: 5049, access: 'public' }));
  });

  it('a language change reloads the descriptors and keeps what was typed; another tab starts clean', async () => {
    const { scope, load } = await openForm();
    await change(scope, 'FULLNAME', 'Աննա Հակոբյան');
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState(form.$values).FULLNAME).toBe('Աննա Հակոբյան');
    await allSettled(form.opened, { scope, params: { tabId: 4515 } });
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ tabId: 4515 }));
    expect(scope.getState(form.$values).FULLNAME).toBe('');
  });

  it('a failed load can be retried', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockImplementation(async (request: LoadRequest) => answer(FIELDS, request.key));
    const scope = fork({ handlers: [[form.loadFx, load], [form.loadOptionsFx, async (request: OptionsRequest) => ({ ...request, options: [] })]] as never });
    await allSettled(form.opened, { scope, params: {} });
    expect(scope.getState(form.$loadFailed)).toBe(true);
    await allSettled(form.retried, { scope });
    expect(scope.getState(form.$loadFailed)).toBe(false);
    expect(scope.getState(form.$descriptors)).toHaveLength(FIELDS.length - 1);
  });

  it('a static form takes its descriptors directly', async () => {
    const scope = fork();
    await allSettled(staticForm.descriptorsReceived, { scope, params: [FIELDS[1], FIELDS[5]] });
    expect(scope.getState(staticForm.$visibleNames)).toEqual(['FULLNAME', 'PHONE']);
  });
});

describe('rules on value change', () => {
  it('a field hidden by a rule appears when its condition holds', async () => {
    const { scope } = await openForm();
    expect(view(scope, 'OWNER')?.visible).toBe(false);
    await change(scope, 'IS_OWNER', false);
    expect(view(scope, 'OWNER')?.visible).toBe(true);
    expect(scope.getState(form.$visibleNames)).toContain('OWNER');
  });

  it('a rule that disables a field makes it non-editable (changes are ignored)', async () => {
    const { scope } = await openForm();
    expect(view(scope, 'SEATS')?.disabled).toBe(true);
    await change(scope, 'SEATS', 5);
    expect(scope.getState(form.$values).SEATS).toBe('');
  });

  it('entry rules apply in the model: a refused key keeps the previous text', async () => {
    const { scope } = await openForm();
    await change(scope, 'START', '31/0');
    await change(scope, 'START', '31/04');
    expect(scope.getState(form.$values).START).toBe('31/0');
    await change(scope, 'PHONE', '+374 91 234567');
    expect(scope.getState(form.$values).PHONE).toBe('91-234-567');
  });

  it('field_rules.min: earlier days are refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12));
    const { scope } = await openForm();
    expect(view(scope, 'START')?.minDate).toBe('2026-11-22');
    await change(scope, 'START', '21/11/2026');
    await allSettled(form.fieldBlurred, { scope, params: 'START' });
    expect(view(scope, 'START')?.error).toEqual({ code: 'date-min', min: '22/11/2026' });
    vi.useRealTimers();
  });
});

describe('dynamic options', () => {
  it('each API field loads its options with its params; the field says "loading" meanwhile', async () => {
    const gate = deferred<void>();
    const loadOptions = vi.fn(async (request: OptionsRequest) => {
      await gate.promise;
      return { name: request.name, key: request.key, options: request.name === 'COUNTRY' ? countries : [] };
    });
    const scope = fork({
      handlers: [
        [form.loadFx, async (request: LoadRequest) => answer(FIELDS, request.key)],
        [form.loadOptionsFx, loadOptions],
      ],
    });
    const opening = allSettled(form.opened, { scope, params: {} });
    await vi.waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(2));
    expect(loadOptions).toHaveBeenCalledWith(expect.objectContaining({ name: 'COUNTRY', path: '/country/get-country-list-alchemy/', params: {} }));
    expect(loadOptions).toHaveBeenCalledWith(expect.objectContaining({ name: 'BANK', path: '/diction_s/def-transit-bank-list/', params: { KIND: '3' } }));
    expect(view(scope, 'COUNTRY')?.optionsStatus).toBe('loading');
    gate.resolve();
    await opening;
    expect(view(scope, 'COUNTRY')?.optionsStatus).toBe('ready');
    expect(view(scope, 'COUNTRY')?.options.map((option) => option.value)).toEqual(['FR', 'GE']);
  });

  it('a field whose params read another field reloads when it changes', async () => {
    const { scope, loadOptions } = await openForm();
    loadOptions.mockClear();
    await change(scope, 'PERSONTYPE', '2');
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith(expect.objectContaining({ name: 'BANK', params: { KIND: '2' } }));
  });

  it('a failed list says so', async () => {
    const scope = fork({
      handlers: [
        [form.loadFx, async (request: LoadRequest) => answer(FIELDS, request.key)],
        [form.loadOptionsFx, async () => Promise.reject(new ApiError({ kind: 'server-error', status: 500 }))],
      ],
    });
    await allSettled(form.opened, { scope, params: {} });
    expect(view(scope, 'COUNTRY')?.optionsStatus).toBe('failed');
  });
});

describe('on-change round trip', () => {
  it('sends the initiator with the form, applies the answer, keeps what the user typed meanwhile, and does not loop', async () => {
    const reply = deferred<void>();
    const onChange = vi.fn(async (request: OnChangeRequest): Promise<OnChangeResult> => {
      await reply.promise;
      return {
        seq: request.seq,
        items: [
          { field: 'COMPANY', fieldRules: { visible: true } },
          { field: 'FULLNAME', value: 'From the server' },
          { field: 'SEATS', fieldRules: { disabled: false, value: 12 } },
          { field: 'PERSONTYPE', value: '2' },
          { field: 'UNKNOWN', value: 'ignored' },
        ],
      };
    });
    const { scope } = await openForm({ handlers: [[form.onChangeFx, onChange]] });
    const first = change(scope, 'PERSONTYPE', '2');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ TABID: 9000, initiators: ['PERSONTYPE'], values: expect.objectContaining({ PERSONTYPE: '2', IS_OWNER: 1 }) });
    expect(scope.getState(form.$changing)).toBe(true);
    // The user types while the request is on its way.
    const second = change(scope, 'FULLNAME', 'Typed meanwhile');
    reply.resolve();
    await Promise.all([first, second]);
    expect(scope.getState(form.$values)).toMatchObject({ FULLNAME: 'Typed meanwhile', SEATS: 12, PERSONTYPE: '2' });
    expect(view(scope, 'COMPANY')?.visible).toBe(true);
    expect(view(scope, 'SEATS')?.disabled).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1); // values set by the server are not changes of the user
  });

  it('changes within 300 ms go out as one request with every initiator', async () => {
    const onChange = vi.fn(async (request: OnChangeRequest): Promise<OnChangeResult> => ({ seq: request.seq, items: [] }));
    const scope = fork({
      handlers: [
        [form.loadFx, async (request: LoadRequest) => answer(FIELDS.map((field) => (field.FIELD_NAME === 'IS_OWNER' ? { ...field, dynamicItems: ['OWNER'] } : field)), request.key)],
        [form.loadOptionsFx, async (request: OptionsRequest) => ({ ...request, options: [] })],
        [form.onChangeFx, onChange],
      ],
    });
    await allSettled(form.opened, { scope, params: {} });
    await Promise.all([change(scope, 'PERSONTYPE', '2'), change(scope, 'IS_OWNER', false)]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].initiators).toEqual(['PERSONTYPE', 'IS_OWNER']);
  });
});

describe('submit', () => {
  it('validates the shown fields only, shows the errors and does not send', async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    const { scope } = await openForm({ handlers: [[sendFx, send]] });
    const invalid = vi.fn();
    const unsubscribe = createWatch({ unit: form.invalidSubmitted, fn: invalid, scope });
    await allSettled(form.submitted, { scope });
    unsubscribe();
    expect(send).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith(['FULLNAME', 'PHONE', 'SCANS']); // COMPANY and OWNER are hidden
    expect(scope.getState(form.$errors)).toEqual({ FULLNAME: { code: 'required' }, PHONE: { code: 'required' }, SCANS: { code: 'required' } });
  });

  it('errors of untouched fields wait for blur or submit', async () => {
    const { scope } = await openForm();
    expect(scope.getState(form.$errors)).toEqual({});
    expect(scope.getState(form.$isValid)).toBe(false);
    await change(scope, 'PHONE', '01');
    expect(view(scope, 'PHONE')?.error).toBeNull();
    await allSettled(form.fieldBlurred, { scope, params: 'PHONE' });
    expect(view(scope, 'PHONE')?.error).toEqual({ code: 'phone-starts-with-zero' });
  });

  it('sends the shaped values; warning_d lands under the matching fields and goes when the field changes', async () => {
    const send = vi.fn().mockRejectedValueOnce(
      new ApiError({ kind: 'warning', status: 400, messages: ['Phone is taken'], fieldWarnings: { PHONE: ['This phone is taken'], OTHER: ['Not in the form'] } }),
    );
    const upload = vi.fn(async (request: UploadRequest) => ({ name: request.name, file: { id: 'f1', kind: 'SCANS', name: request.file.name, type: 'image/jpeg', size: 10, file: '/files/f1' } }));
    const { scope } = await openForm({ handlers: [[sendFx, send], [form.uploadFx, upload]] });
    await change(scope, 'FULLNAME', 'Աննա Հակոբյան');
    await change(scope, 'PHONE', '91234567');
    await allSettled(form.filesChosen, { scope, params: { name: 'SCANS', files: [new File(['x'], 'car.jpg', { type: 'image/jpeg' })] } });
    await allSettled(form.submitted, { scope });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ FULLNAME: 'Աննա Հակոբյան', PHONE: '+374 (091) 234567', IS_OWNER: 1, PERSONTYPE: '3', SCANS: 'f1', COUNTRY: null }),
    );
    const payload = send.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(payload).not.toHaveProperty('OWNER'); // hidden by a rule: not sent
    expect(payload).toHaveProperty('COMPANY'); // display 0: a carrier, sent
    expect(view(scope, 'PHONE')?.error).toEqual({ code: 'server', message: 'This phone is taken' });
    await change(scope, 'PHONE', '91234568');
    expect(view(scope, 'PHONE')?.error).toBeNull();
  });

  it('a press while an on-change answer is on its way waits for it, shows busy, then sends the answered values', async () => {
    const reply = deferred<void>();
    const onChange = vi.fn(async (request: OnChangeRequest): Promise<OnChangeResult> => {
      await reply.promise;
      return { seq: request.seq, items: [{ field: 'SEATS', fieldRules: { disabled: false, value: 12 } }] };
    });
    const send = vi.fn(async () => ({ ok: true as const }));
    const upload = vi.fn(async (request: UploadRequest) => ({ name: request.name, file: { id: 'f1', kind: 'SCANS', name: request.file.name, type: 'image/jpeg', size: 10, file: '/files/f1' } }));
    const { scope } = await openForm({ handlers: [[form.onChangeFx, onChange], [sendFx, send], [form.uploadFx, upload]] });
    await change(scope, 'FULLNAME', 'Աննա Հակոբյան');
    await change(scope, 'PHONE', '91234567');
    await allSettled(form.filesChosen, { scope, params: { name: 'SCANS', files: [new File(['x'], 'car.jpg', { type: 'image/jpeg' })] } });
    const changing = change(scope, 'PERSONTYPE', '2');
    // Pressed at once: the change's request has not even left (debounce) or is on its way.
    const pressing = allSettled(form.submitted, { scope });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(scope.getState(form.$submitting)).toBe(true);
    expect(send).not.toHaveBeenCalled();
    reply.resolve();
    await Promise.all([changing, pressing]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ PERSONTYPE: '2', SEATS: 12 }));
    expect(scope.getState(form.$submitting)).toBe(false);
  });

  it('warnings from a call the consumer made itself', async () => {
    const { scope } = await openForm();
    await allSettled(form.warningsReceived, { scope, params: { FULLNAME: ['Name does not match the passport'] } });
    expect(view(scope, 'FULLNAME')?.error).toEqual({ code: 'server', message: 'Name does not match the passport' });
  });
});

describe('files', () => {
  /** A phone photo's size without holding its bytes. */
  const sized = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });
  const stored = (request: UploadRequest, id: string) => ({ name: request.name, file: { id, kind: request.kind, name: request.file.name, type: request.file.type, size: request.file.size, file: `/files/${id}` } });

  it('prepares and uploads the files taken, reports the others; the last removal clears the value', async () => {
    let next = 0;
    const upload = vi.fn(async (request: UploadRequest) => {
      next += 1;
      return stored(request, `f${next}`);
    });
    const remove = vi.fn(async () => undefined);
    const { scope } = await openForm({ handlers: [[form.uploadFx, upload], [form.removeFileFx, remove]] });
    const files = [
      sized(new File(['a'], 'front.JPEG', { type: 'image/jpeg' }), 6_000_000),
      new File(['b'], 'notes.docx'),
      new File(['c'], 'back.pdf', { type: 'application/pdf' }),
    ];
    await allSettled(form.filesChosen, { scope, params: { name: 'SCANS', files } });
    expect(upload).toHaveBeenCalledTimes(2);
    // The 6 MB photo is sent prepared: a JPEG under 3 MB with the customer's name.
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'SCANS', kind: 'SCANS', ownerId: '12', file: expect.objectContaining({ name: 'front.JPEG', type: 'image/jpeg', size: 900_000 }) }));
    expect(view(scope, 'SCANS')?.fileProblems).toEqual([{ code: 'file-type', name: 'notes.docx' }]);
    expect((scope.getState(form.$values).SCANS as unknown[]).length).toBe(2);
    expect(scope.getState(form.$payload).SCANS).toBe('f1,f2');
    expect(scope.getState(form.uploads.$items).map((item) => item.status)).toEqual(['uploaded', 'uploaded']);

    await allSettled(form.fileRemoved, { scope, params: { name: 'SCANS', id: 'f1' } });
    expect(remove).toHaveBeenCalledWith({ name: 'SCANS', id: 'f1', file: '/files/f1' });
    await allSettled(form.fileRemoved, { scope, params: { name: 'SCANS', id: 'f2' } });
    expect(scope.getState(form.$values).SCANS).toEqual([]);
    expect(scope.getState(form.$payload).SCANS).toBeNull();
    expect(view(scope, 'SCANS')?.error).toEqual({ code: 'required' }); // touched by the removal
  });

  it('a refused upload is a failed row with the server\'s words; Try again sends the prepared file again', async () => {
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'warning', status: 400, fieldWarnings: { file: ['The file is damaged'] } }))
      .mockImplementationOnce(async (request: UploadRequest) => stored(request, 'f9'));
    const { scope } = await openForm({ handlers: [[form.uploadFx, upload]] });
    await allSettled(form.filesChosen, { scope, params: { name: 'SCANS', files: [sized(new File(['a'], 'front.heic', { type: 'image/heic' }), 5_000_000)] } });
    const [failed] = scope.getState(form.uploads.$items);
    expect(failed).toMatchObject({ slot: 'SCANS', status: 'failed', message: 'The file is damaged', name: 'front.jpg' });
    expect(view(scope, 'SCANS')?.uploading).toBe(0);
    expect(scope.getState(form.$values).SCANS ?? []).toEqual([]);

    await allSettled(form.uploads.retried, { scope, params: failed?.key ?? '' });
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0].file).toBe(upload.mock.calls[0]?.[0].file);
    expect(scope.getState(form.$payload).SCANS).toBe('f9');
  });

  it('a field counts its files while they are prepared and sent: the form cannot be sent meanwhile', async () => {
    const reply = deferred<void>();
    const upload = vi.fn(async (request: UploadRequest) => {
      await reply.promise;
      return stored(request, 'f1');
    });
    const { scope } = await openForm({ handlers: [[form.uploadFx, upload]] });
    const choosing = allSettled(form.filesChosen, { scope, params: { name: 'SCANS', files: [new File(['a'], 'front.jpg', { type: 'image/jpeg' })] } });
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(view(scope, 'SCANS')?.uploading).toBe(1);
    expect(scope.getState(form.$isValid)).toBe(false);
    reply.resolve();
    await choosing;
    expect(view(scope, 'SCANS')?.uploading).toBe(0);
  });

  it('files the form loads are in the list; closing the form forgets them', async () => {
    const { scope } = await openForm();
    await allSettled(form.valuesPatched, { scope, params: { SCANS: [{ id: 'old', kind: 'SCANS', name: 'policy.pdf', type: 'application/pdf', size: 1000, file: '/files/old' }] } });
    expect(scope.getState(form.uploads.$items)).toEqual([expect.objectContaining({ slot: 'SCANS', status: 'uploaded', name: 'policy.pdf' })]);
    await allSettled(form.closed, { scope });
    expect(scope.getState(form.uploads.$items)).toEqual([]);
  });

  it('a file field takes one file; a photo the browser cannot read is named', async () => {
    const upload = vi.fn(async (request: UploadRequest) => stored(request, 'one'));
    const scope = fork({ handlers: [[staticForm.uploadFx, upload], preparedInTests()] as never });
    await allSettled(staticForm.descriptorsReceived, { scope, params: [{ ID: 1, TEXT: 'Policy', FIELD_NAME: 'POLICY', TYPE: 'file' }] });
    await allSettled(staticForm.filesChosen, { scope, params: { name: 'POLICY', files: [new File(['x'], 'broken.jpg', { type: 'image/jpeg' })] } });
    expect(scope.getState(staticForm.$fields).POLICY?.fileProblems).toEqual([{ code: 'file-unreadable', name: 'broken.jpg' }]);
    const two = [new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], 'b.pdf', { type: 'application/pdf' })];
    await allSettled(staticForm.filesChosen, { scope, params: { name: 'POLICY', files: two } });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(scope.getState(staticForm.$fields).POLICY?.fileProblems).toEqual([{ code: 'file-count', max: 1 }]);
    expect(scope.getState(staticForm.$payload).POLICY).toBe('one');
  });
});

describe('promo', () => {
  it('checks the code with the referral; a refusal shows its message', async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce({ name: 'PROMO', code: 'SEVAN10', valid: true, discount: 10, message: null })
      .mockRejectedValueOnce(new ApiError({ kind: 'warning', status: 400, fieldWarnings: { CODE: ['Unknown promo code'] } }));
    const { scope } = await openForm({ handlers: [[form.checkPromoFx, check]] });
    await change(scope, 'PROMO', 'SEVAN10');
    expect(view(scope, 'PROMO')?.error).toBeNull();
    await allSettled(form.promoCheckRequested, { scope, params: 'PROMO' });
    expect(check).toHaveBeenCalledWith({ name: 'PROMO', REFERRAL: 'medicalCheckUp', CODE: 'SEVAN10' });
    expect(view(scope, 'PROMO')?.promo).toMatchObject({ status: 'valid', discount: 10 });
    await change(scope, 'PROMO', 'WRONG');
    expect(view(scope, 'PROMO')?.promo.status).toBe('idle');
    await allSettled(form.promoCheckRequested, { scope, params: 'PROMO' });
    expect(view(scope, 'PROMO')?.promo).toMatchObject({ status: 'invalid', message: 'Unknown promo code' });
    expect(view(scope, 'PROMO')?.error).toEqual({ code: 'promo-invalid', message: 'Unknown promo code' });
  });

  it('a model serving several products checks a code for the product of the moment (a referral from a store)', async () => {
    const check = vi.fn(async () => ({ name: 'PROMO', code: 'TRAVEL5', valid: true, discount: 5, message: null }));
    const scope = fork({ values: [[$product, 'travel']], handlers: [[productForm.checkPromoFx, check]] as never });
    await allSettled(productForm.descriptorsReceived, { scope, params: [{ ID: 13, TEXT: 'Promo', FIELD_NAME: 'PROMO', TYPE: 'promo' } as never, { ID: 14, TEXT: 'Own', FIELD_NAME: 'OWN', TYPE: 'promo', propsData: { referral: 'pets' } } as never] });
    await allSettled(productForm.fieldChanged, { scope, params: { name: 'PROMO', value: 'TRAVEL5' } });
    await allSettled(productForm.promoCheckRequested, { scope, params: 'PROMO' });
    expect(check).toHaveBeenLastCalledWith({ name: 'PROMO', REFERRAL: 'travel', CODE: 'TRAVEL5' });
    await allSettled($product, { scope, params: 'appa' });
    await allSettled(productForm.promoCheckRequested, { scope, params: 'PROMO' });
    expect(check).toHaveBeenLastCalledWith({ name: 'PROMO', REFERRAL: 'appa', CODE: 'TRAVEL5' });
    // A field's own referral wins.
    await allSettled(productForm.fieldChanged, { scope, params: { name: 'OWN', value: 'PET10' } });
    await allSettled(productForm.promoCheckRequested, { scope, params: 'OWN' });
    expect(check).toHaveBeenLastCalledWith({ name: 'OWN', REFERRAL: 'pets', CODE: 'PET10' });
  });
});
