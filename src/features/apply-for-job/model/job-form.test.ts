import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { MAX_FILE_BYTES } from '@/shared/config';
import { prepareFileFx } from '@/shared/upload';
import { $errors, $failure, $files, $result, $status, $values, applyForJobFx, fieldChanged, fileRemoved, filesAdded, formSubmitted, JobFormGate, uploads } from './job-form';
import { FORM } from './form.fixture';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

async function filled(handler: (payload: unknown) => Promise<{ result: string }>) {
  const apply = vi.fn(handler);
  const scope = fork({ handlers: [[applyForJobFx, apply]] });
  await allSettled(JobFormGate.open, { scope, params: { form: FORM, vacancyId: '101' } });
  await allSettled(fieldChanged, { scope, params: { name: 'first_name', value: 'Anna' } });
  await allSettled(fieldChanged, { scope, params: { name: 'email', value: 'anna@example.am' } });
  await allSettled(filesAdded, { scope, params: { field: 'cv', files: [file('cv.pdf')] } });
  return { scope, apply };
}

describe('job form model', () => {
  it('an invalid form shows every error and is not sent', async () => {
    const apply = vi.fn();
    const scope = fork({ handlers: [[applyForJobFx, apply]] });
    await allSettled(JobFormGate.open, { scope, params: { form: FORM, vacancyId: null } });
    await allSettled(fieldChanged, { scope, params: { name: 'email', value: 'anna@' } });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({
      first_name: { kind: 'required', label: 'First name' },
      email: { kind: 'email' },
      cv: { kind: 'required', label: 'CV' },
    });
    expect(apply).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('idle');
    // Editing a field clears its error only.
    await allSettled(fieldChanged, { scope, params: { name: 'email', value: 'anna@example.am' } });
    expect(Object.keys(scope.getState($errors))).toEqual(['first_name', 'cv']);
    await allSettled(filesAdded, { scope, params: { field: 'cv', files: [file('cv.pdf')] } });
    expect(Object.keys(scope.getState($errors))).toEqual(['first_name']);
  });

  it('refuses files of another type or, once prepared, over 3 MB; keeps the others, removes one by one', async () => {
    const scope = fork();
    await allSettled(JobFormGate.open, { scope, params: { form: FORM, vacancyId: null } });
    await allSettled(filesAdded, {
      scope,
      params: { field: 'cv', files: [file('cv.pdf'), file('cv.docx'), file('big.pdf', MAX_FILE_BYTES + 1), file('notes.pdf')] },
    });
    expect(scope.getState($files).cv?.map((item) => item.name)).toEqual(['cv.pdf', 'notes.pdf']);
    expect(scope.getState(uploads.$problems).cv).toEqual([
      { code: 'file-type', name: 'cv.docx' },
      { code: 'file-size', name: 'big.pdf', maxBytes: MAX_FILE_BYTES },
    ]);
    const keys = scope.getState(uploads.$items).map((item) => item.key);
    await allSettled(fileRemoved, { scope, params: keys[0] ?? '' });
    expect(scope.getState($files).cv?.map((item) => item.name)).toEqual(['notes.pdf']);
    expect(scope.getState(uploads.$problems).cv).toEqual([]);
    await allSettled(fileRemoved, { scope, params: keys[1] ?? '' });
    expect(scope.getState($files).cv).toBeUndefined();
  });

  it('a phone photo of a diploma is prepared first: the form is not sent until it is, then the prepared JPEG goes', async () => {
    const jpeg = new File([new Uint8Array(300_000)], 'diploma.jpg', { type: 'image/jpeg' });
    let finish: () => void = () => undefined;
    const apply = vi.fn(async () => ({ result: '<p>Thanks</p>' }));
    const scope = fork({
      handlers: [
        [applyForJobFx, apply],
        [prepareFileFx, () => new Promise((resolve) => (finish = () => resolve({ file: jpeg, image: { width: 1024, height: 724, quality: 1 } })))],
      ],
    });
    await allSettled(JobFormGate.open, { scope, params: { form: FORM, vacancyId: null } });
    await allSettled(fieldChanged, { scope, params: { name: 'first_name', value: 'Anna' } });
    await allSettled(fieldChanged, { scope, params: { name: 'email', value: 'anna@example.am' } });
    void allSettled(filesAdded, { scope, params: { field: 'cv', files: [new File([new Uint8Array(4_000_000)], 'diploma.HEIC', { type: 'image/heic' })] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    void allSettled(formSubmitted, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(apply).not.toHaveBeenCalled();
    finish();
    await allSettled(scope);
    await allSettled(formSubmitted, { scope });
    expect(apply.mock.calls[0]?.at(-1)).toMatchObject({ cv: [jpeg] });
  });

  it('idle → submitting → success: the result shows, values and files reset; the next edit hides it', async () => {
    let finish: (value: { result: string }) => void = () => undefined;
    const { scope, apply } = await filled(() => new Promise((resolve) => (finish = resolve)));
    const submitted = allSettled(formSubmitted, { scope });
    expect(scope.getState($status)).toBe('submitting');
    // A second press while sending does nothing.
    void allSettled(formSubmitted, { scope });
    await Promise.resolve();
    expect(apply).toHaveBeenCalledTimes(1);
    // A mocked attached effect receives (source, params).
    expect(apply.mock.calls[0]?.at(-1)).toMatchObject({ first_name: 'Anna', email: 'anna@example.am', vacancy_id: '101', cover_letter: [] });
    finish({ result: '<p>Thank you, Anna!</p>' });
    await submitted;
    expect(scope.getState($status)).toBe('success');
    expect(scope.getState($result)).toBe('<p>Thank you, Anna!</p>');
    expect(scope.getState($values)).toEqual({});
    expect(scope.getState($files)).toEqual({});
    expect(scope.getState(uploads.$items)).toEqual([]);
    await allSettled(fieldChanged, { scope, params: { name: 'first_name', value: 'A' } });
    expect(scope.getState($status)).toBe('idle');
    expect(scope.getState($result)).toBeNull();
  });

  it("the server's warning_d is shown under the matching fields; the values stay", async () => {
    const { scope } = await filled(async () => {
      throw new ApiError({ kind: 'warning', status: 400, fieldWarnings: { email: ['This address is blocked'], cv: ['Bad file'] } });
    });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($status)).toBe('idle');
    expect(scope.getState($errors)).toEqual({
      email: { kind: 'server', messages: ['This address is blocked'] },
      cv: { kind: 'server', messages: ['Bad file'] },
    });
    expect(scope.getState($values).first_name).toBe('Anna');
  });

  it.each([
    ['no connection (or two minutes without an answer)', 'network', 'network'],
    ['an answer passed on as it is (a 413 from the proxy)', 'other', 'server'],
    ['a 5xx: its toast says it, not the form', 'server-error', null],
  ] as const)('a failed send keeps everything and says why beneath the form: %s', async (_, kind, reason) => {
    const { scope, apply } = await filled(async () => {
      throw new ApiError({ kind, status: kind === 'network' ? 0 : kind === 'other' ? 413 : 500 });
    });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($status)).toBe('idle');
    expect(scope.getState($failure)).toBe(reason);
    expect(scope.getState($values)).toEqual({ first_name: 'Anna', email: 'anna@example.am' });
    expect(scope.getState($files).cv?.map((item) => item.name)).toEqual(['cv.pdf']);
    // Sending again clears the notice while it goes.
    apply.mockImplementation(async () => ({ result: '<p>Thanks</p>' }));
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($failure)).toBeNull();
    expect(scope.getState($status)).toBe('success');
  });

  it('the files of one application are at most 10 MB together (public-site.md §9)', async () => {
    const scope = fork();
    await allSettled(JobFormGate.open, { scope, params: { form: FORM, vacancyId: null } });
    const pdf = (name: string) => new File([new Uint8Array(MAX_FILE_BYTES)], name, { type: 'application/pdf' });
    await allSettled(filesAdded, { scope, params: { field: 'cv', files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] } });
    await allSettled(filesAdded, { scope, params: { field: 'cover_letter', files: [pdf('d.pdf')] } });
    expect(scope.getState($files).cv?.map((item) => item.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(scope.getState($files).cover_letter).toBeUndefined();
    expect(scope.getState(uploads.$problems).cover_letter).toEqual([expect.objectContaining({ code: 'file-total', maxBytes: 10 * 1024 * 1024 })]);
  });

  it('another vacancy starts a fresh form; the first props keep what the scope holds', async () => {
    const scope = fork({ values: [[$values, { first_name: 'Kept' }]] });
    await allSettled(JobFormGate.open, { scope, params: { form: FORM, vacancyId: '101' } });
    expect(scope.getState($values)).toEqual({ first_name: 'Kept' });
    await allSettled(JobFormGate.open, { scope, params: { form: FORM, vacancyId: '102' } });
    expect(scope.getState($values)).toEqual({});
  });
});
