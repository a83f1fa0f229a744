import { fireEvent, screen, waitFor } from '@testing-library/react';
import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, UploadedFile } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { createUploadList, type UploadRequest } from '../list/create-upload-list';
import { prepareFileFx } from '../list/prepare';
import { UploadListField } from './upload-list';

const pdf = (name: string) => new File([new Uint8Array(2000)], name, { type: 'application/pdf' });

/** Upload progress and failures are heard, not only seen: each outcome once, in a polite live region. */
describe('the upload rows for a screen reader', () => {
  it('announce each file uploaded, and why one failed', async () => {
    const uploadFx = createEffect<UploadRequest<'DOCS'>, UploadedFile, ApiError>(async (request) => {
      request.onProgress(0.5);
      if (request.file.name === 'bad.pdf') throw Object.assign(new Error('offline'), { kind: 'network', message: '' });
      return { id: 'u1', kind: 'test', name: request.file.name, type: request.file.type, size: request.file.size, file: '/files/u1' };
    });
    const list = createUploadList<'DOCS'>({ upload: uploadFx });
    const scope = fork({ handlers: [[prepareFileFx, async (file: File) => ({ file, image: null })]] });
    await renderWithApp(<UploadListField list={list} slot="DOCS" id="docs" label="Documents" />, { scope });
    await allSettled(list.filesChosen, { scope, params: { slot: 'DOCS', files: [pdf('policy.pdf'), pdf('bad.pdf')] } });
    const region = screen.getByTestId('upload-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toHaveTextContent('Uploaded: policy.pdf'));
    expect(region).toHaveTextContent('“bad.pdf” could not be uploaded');
    // Progress is not read out.
    expect(region).not.toHaveTextContent('%');
  });

  it('removing a file gives the focus to the slot’s choose button, not to the page', async () => {
    const list = createUploadList<'DOCS'>();
    const scope = fork({ handlers: [[prepareFileFx, async (file: File) => ({ file, image: null })]] });
    await renderWithApp(<UploadListField list={list} slot="DOCS" id="docs" label="Documents" />, { scope });
    await allSettled(list.filesChosen, { scope, params: { slot: 'DOCS', files: [pdf('policy.pdf')] } });
    const remove = await screen.findByRole('button', { name: 'Remove policy.pdf' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(document.getElementById('docs')).toHaveFocus());
    expect(document.getElementById('docs')).toHaveTextContent('Add files');
  });
});
