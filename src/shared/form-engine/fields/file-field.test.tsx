import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type FieldDescriptorInput } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { preparedInTests } from '@/shared/test/uploads';
import { createFormModel } from '../factory/create-form-model';
import type { UploadRequest } from '../factory/types';
import { FormFields } from '../form/dynamic-form';
import { preloadFieldParts } from './parts';

// The number and file fields are chunks of their own (parts.ts): here before the forms below draw.
beforeAll(() => preloadFieldParts());

const form = createFormModel({ name: 'file-field-test', source: { kind: 'static' } });
const SCANS: FieldDescriptorInput = { ID: 7, TEXT: 'Scans', FIELD_NAME: 'SCANS', TYPE: 'multiSelectFile', required: 1 };
const POLICY: FieldDescriptorInput = { ID: 8, TEXT: 'Policy', FIELD_NAME: 'POLICY', TYPE: 'file' };

const stored = (request: UploadRequest, id: string) => ({ name: request.name, file: { id, kind: request.kind, name: request.file.name, type: request.file.type, size: request.file.size, file: `/files/${id}` } });

async function renderFields(fields: FieldDescriptorInput[], upload: (request: UploadRequest) => Promise<unknown>) {
  const scope = fork({ handlers: [[form.uploadFx, upload], preparedInTests()] as never });
  await allSettled(form.descriptorsReceived, { scope, params: fields });
  const rendered = await renderWithApp(<FormFields model={form} />, { scope, lang: 'en' });
  return { ...rendered, scope, user: userEvent.setup({ applyAccept: false }) };
}

const chooser = (slot: string) => document.querySelector(`[data-upload-slot="${slot}"] input[type="file"]:not([capture])`) as HTMLInputElement;
const chooseButton = (slot: string) => document.querySelector(`[data-upload-slot="${slot}"] button`);

describe('form engine file fields (the upload list rows)', () => {
  it('a photo is sent prepared and shown uploaded with its size; a failed one has Try again', async () => {
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'warning', status: 400, fieldWarnings: { file: ['The file is damaged'] } }))
      .mockImplementationOnce(async (request: UploadRequest) => stored(request, 'f1'));
    const { user } = await renderFields([SCANS], upload);
    await user.upload(chooser('SCANS'), new File(['photo'], 'car.heic', { type: 'image/heic' }));
    const row = await screen.findByText('car.jpg');
    const item = row.closest('li') as HTMLElement;
    await within(item).findByText('The file is damaged');
    await user.click(within(item).getByRole('button', { name: 'Try again: car.jpg' }));
    await waitFor(() => expect(item).toHaveAttribute('data-status', 'uploaded'));
    expect(within(item).getByText(/Uploaded · /)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('a file field takes one file: its choose button goes once it holds one, and comes back when it is removed', async () => {
    const upload = vi.fn(async (request: UploadRequest) => stored(request, 'p1'));
    const { user } = await renderFields([POLICY], upload);
    await user.upload(chooser('POLICY'), new File(['%PDF'], 'policy.pdf', { type: 'application/pdf' }));
    await screen.findByText(/Uploaded · /);
    expect(chooser('POLICY')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove policy.pdf' })).toBeInTheDocument();
    expect(chooseButton('POLICY')).toHaveAccessibleName('Remove policy.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove policy.pdf' }));
    await waitFor(() => expect(chooseButton('POLICY')).toHaveTextContent('Choose a file'));
    expect(chooseButton('POLICY')).toHaveAccessibleName('Policy');
  });

  it('a type that is neither a photo nor a pdf is refused under the field, by name', async () => {
    const upload = vi.fn(async (request: UploadRequest) => stored(request, 'x'));
    const { user } = await renderFields([SCANS], upload);
    await user.upload(chooser('SCANS'), new File(['x'], 'notes.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('“notes.docx” is not a photo (jpg, png, heic, webp) or a pdf file');
    expect(upload).not.toHaveBeenCalled();
  });
});
