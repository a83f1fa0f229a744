import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { forceEndpoint } from '@mocks/node';
import { ApiError, uploadFileFx, type UploadedFile } from '@/shared/api';
import type { PreparedFile } from '../prepare/prepare';
import { PrepareError } from '../prepare/prepare-image';
import { preparedName } from '../rules/files';
import { createUploadList, type UploadRequest } from './create-upload-list';
import { prepareFileFx } from './prepare';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

/**
 * The test DOM cannot decode pictures: preparation is replaced by a table. A photo shrinks to `shrunk[name]` bytes
 * (default 400 KB) and is named as the browser names it; a PDF stays as it is; `broken.jpg` cannot be read.
 */
const preparing = (shrunk: Record<string, number> = {}): [typeof prepareFileFx, (chosen: File) => Promise<PreparedFile>] => [
    prepareFileFx,
    async (chosen: File) => {
      if (chosen.name === 'broken.jpg') throw new PrepareError('unreadable');
      if (chosen.type === 'application/pdf') return { file: chosen, image: null };
      return { file: file(preparedName(chosen.name), shrunk[chosen.name] ?? 400_000, 'image/jpeg'), image: { width: 1024, height: 768, quality: 1 } };
    },
  ];

let stored = 0;
const answer = (request: UploadRequest): UploadedFile => {
  stored += 1;
  return { id: `upl-${stored}`, kind: 'test', name: request.file.name, type: request.file.type, size: request.file.size, file: `/files/upl-${stored}/${request.file.name}` };
};

function setup(options: { fail?: number; maxTotalBytes?: number } = {}) {
  let failures = options.fail ?? 0;
  const sent: string[] = [];
  const uploadFx = createEffect<UploadRequest<'PHOTOS' | 'DOCS'>, UploadedFile, ApiError>(async (request) => {
    sent.push(request.file.name);
    request.onProgress(0.5);
    if (failures > 0) {
      failures -= 1;
      throw new ApiError({ kind: 'server-error', status: 500, messages: ['The storage is not answering'] });
    }
    return answer(request);
  });
  const deleted: string[] = [];
  const removeFx = createEffect<{ slot: 'PHOTOS' | 'DOCS'; file: UploadedFile }, unknown, ApiError>(async ({ file: gone }) => {
    deleted.push(gone.id);
  });
  const list = createUploadList<'PHOTOS' | 'DOCS'>({
    upload: uploadFx,
    remove: removeFx,
    maxTotalBytes: options.maxTotalBytes ?? null,
    limits: (slot) => (slot === 'DOCS' ? { maxFiles: 2 } : {}),
  });
  return { list, sent, deleted, uploadFx };
}

describe('createUploadList', () => {
  it('prepares, uploads with progress and lists the stored file; limits apply to the prepared file', async () => {
    const { list, sent } = setup();
    const scope = fork({ handlers: [preparing({ 'IMG_0001.HEIC': 900_000 })] });
    // A 6 MB phone photo and a HEIC: both taken (they are judged once prepared).
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('IMG_0000.JPG', 6 * MB), file('IMG_0001.HEIC', 2 * MB, 'image/heic')] } });
    const items = scope.getState(list.$items);
    expect(items.map((item) => [item.name, item.status, item.size, item.chosenSize])).toEqual([
      ['IMG_0000.JPG', 'uploaded', 400_000, 6 * MB],
      ['IMG_0001.jpg', 'uploaded', 900_000, 2 * MB],
    ]);
    expect(sent).toEqual(['IMG_0000.JPG', 'IMG_0001.jpg']);
    expect(scope.getState(list.$uploaded).PHOTOS?.map((stored) => stored.name)).toEqual(['IMG_0000.JPG', 'IMG_0001.jpg']);
    expect(scope.getState(list.$problems)).toEqual({ PHOTOS: [] });
    expect(scope.getState(list.$busy)).toBe(false);
  });

  it('shows "preparing" first and the progress while uploading', async () => {
    const { list, uploadFx } = setup();
    let release: () => void = () => undefined;
    const seen: string[] = [];
    const scope = fork({
      handlers: [
        [prepareFileFx, (chosen: File) => new Promise((resolve) => (release = () => resolve({ file: chosen, image: null })))],
        [uploadFx, (request: UploadRequest) => new Promise<UploadedFile>(() => request.onProgress(0.42))],
      ],
    });
    const choosing = allSettled(list.filesChosen, { scope, params: { slot: 'DOCS', files: [file('policy.pdf', MB)] } });
    seen.push(`${scope.getState(list.$items)[0]?.status}`);
    expect(scope.getState(list.$busy)).toBe(true);
    release();
    await Promise.race([choosing, new Promise((resolve) => setTimeout(resolve, 50))]);
    const item = scope.getState(list.$items)[0];
    seen.push(`${item?.status} ${item?.progress}`);
    expect(seen).toEqual(['preparing', 'uploading 0.42']);
  });

  it('refuses what is not a photo or a PDF at once, and a full slot', async () => {
    const { list } = setup();
    const scope = fork({ handlers: [preparing()] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'DOCS', files: [file('setup.exe', 100, 'application/x-msdownload'), file('a.pdf', 100), file('b.pdf', 100), file('c.pdf', 100), file('d.pdf', 100)] } });
    expect(scope.getState(list.$items).map((item) => item.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(scope.getState(list.$problems).DOCS).toEqual([{ code: 'file-type', name: 'setup.exe' }, { code: 'file-count', max: 2 }]);
  });

  it('refuses a PDF over 3 MB (not made smaller) and a photo that cannot be read, naming them', async () => {
    const { list, sent } = setup();
    const scope = fork({ handlers: [preparing()] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('scan.pdf', 4 * MB), file('broken.jpg', 5000), file('car.jpg', 5 * MB)] } });
    expect(scope.getState(list.$items).map((item) => item.name)).toEqual(['car.jpg']);
    expect(scope.getState(list.$problems).PHOTOS).toEqual(
      expect.arrayContaining([
        { code: 'file-size', name: 'scan.pdf', maxBytes: 3 * MB },
        { code: 'file-unreadable', name: 'broken.jpg' },
      ]),
    );
    expect(sent).toEqual(['car.jpg']);
  });

  it('counts the total over every slot on prepared sizes', async () => {
    const { list } = setup({ maxTotalBytes: 1 * MB });
    const scope = fork({ handlers: [preparing({ 'a.jpg': 600_000, 'b.jpg': 300_000, 'c.jpg': 300_000 })] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('a.jpg', 5 * MB), file('b.jpg', 5 * MB)] } });
    await allSettled(list.filesChosen, { scope, params: { slot: 'DOCS', files: [file('c.jpg', 5 * MB)] } });
    expect(scope.getState(list.$items).map((item) => item.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(scope.getState(list.$problems).DOCS).toEqual([{ code: 'file-total', maxBytes: MB }]);
    expect(scope.getState(list.$totalBytes)).toBe(900_000);
  });

  it('a failed upload keeps the file: Retry sends it again without choosing it again', async () => {
    const { list, sent } = setup({ fail: 1 });
    const scope = fork({ handlers: [preparing()] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('plate.jpg', 4 * MB)] } });
    const failed = scope.getState(list.$items)[0];
    expect([failed?.status, failed?.message]).toEqual(['failed', 'The storage is not answering']);
    expect(scope.getState(list.$failed)).toBe(true);
    await allSettled(list.retried, { scope, params: failed?.key as string });
    expect(scope.getState(list.$items)[0]?.status).toBe('uploaded');
    expect(sent).toEqual(['plate.jpg', 'plate.jpg']);
    expect(scope.getState(list.$failed)).toBe(false);
  });

  it('removing an uploaded file deletes it on the server; the slot is free again', async () => {
    const { list, deleted } = setup();
    const scope = fork({ handlers: [preparing()] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'DOCS', files: [file('a.pdf', 100), file('b.pdf', 100), file('c.pdf', 100)] } });
    const first = scope.getState(list.$items)[0];
    await allSettled(list.removed, { scope, params: first?.key as string });
    expect(deleted).toEqual([first?.uploaded?.id]);
    expect(scope.getState(list.$problems).DOCS).toEqual([]);
    await allSettled(list.filesChosen, { scope, params: { slot: 'DOCS', files: [file('c.pdf', 100)] } });
    expect(scope.getState(list.$items).map((item) => item.name)).toEqual(['b.pdf', 'c.pdf']);
  });

  it('a list without upload keeps prepared files ready for its form', async () => {
    const list = createUploadList({ accept: 'images', limits: { maxFiles: 1 } });
    const scope = fork({ handlers: [preparing({ 'me.png': 120_000 })] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'avatar', files: [file('doc.pdf', 100), file('me.png', 2 * MB, 'image/png')] } });
    expect(scope.getState(list.$items).map((item) => [item.name, item.status])).toEqual([['me.jpg', 'ready']]);
    expect(scope.getState(list.$files).avatar?.map((prepared) => [prepared.name, prepared.size, prepared.type])).toEqual([['me.jpg', 120_000, 'image/jpeg']]);
    expect(scope.getState(list.$problems).avatar).toEqual([{ code: 'file-type', name: 'doc.pdf' }]);
  });

  it('restores files uploaded before (a draft) and forgets everything when cleared', async () => {
    const { list } = setup();
    const scope = fork();
    const earlier: UploadedFile = { id: 'upl-9', kind: 'compensation', name: 'car.jpg', type: 'image/jpeg', size: 812_000, file: '/files/upl-9/car.jpg' };
    await allSettled(list.restored, { scope, params: { PHOTOS: [earlier] } });
    expect(scope.getState(list.$uploaded)).toEqual({ PHOTOS: [earlier] });
    await allSettled(list.cleared, { scope });
    expect(scope.getState(list.$items)).toEqual([]);
  });

  it('numbers its rows per scope: two scopes choosing, restoring and readying alike get the same keys', async () => {
    const { list } = setup();
    const stored: UploadedFile = { id: 'f1', kind: 'test', name: 'old.pdf', type: 'application/pdf', size: 1000, file: '/files/f1/old.pdf' };
    const keysIn = async () => {
      const scope = fork({ handlers: [preparing()] });
      await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('a.jpg', MB), file('b.jpg', MB)] } });
      await allSettled(list.restored, { scope, params: { DOCS: [stored] } });
      await allSettled(list.readyAdded, { scope, params: { slot: 'DOCS', files: [file('c.pdf', 1000)] } });
      return scope.getState(list.$items).map((item) => [item.slot, item.name, item.key]);
    };
    const first = await keysIn();
    // A key made by bumping a module variable inside a reducer would go on counting here (upload-5, upload-6…).
    expect(await keysIn()).toEqual(first);
    expect(first).toEqual([
      ['PHOTOS', 'a.jpg', 'upload-1'],
      ['PHOTOS', 'b.jpg', 'upload-2'],
      ['DOCS', 'old.pdf', 'upload-3'],
      ['DOCS', 'c.pdf', 'upload-4'],
    ]);
  });

  it('keeps counting after it was cleared, so a late answer for a forgotten row is not taken for a new one', async () => {
    const { list } = setup();
    const scope = fork({ handlers: [preparing()] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('a.jpg', MB)] } });
    await allSettled(list.cleared, { scope });
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('b.jpg', MB)] } });
    expect(scope.getState(list.$items).map((item) => item.key)).toEqual(['upload-2']);
  });

  it('sends through /files/upload (the simulator) with the server refusal as the row message', async () => {
    const progress: number[] = [];
    const list = createUploadList({
      upload: createEffect<UploadRequest, UploadedFile, ApiError>(async (request) => {
        const { data } = await uploadFileFx({ id: 'TEST', file: request.file, kind: 'test', onProgress: (fraction) => progress.push(fraction) });
        return data;
      }),
    });
    const scope = fork({ handlers: [preparing()] });
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('car.jpg', 5 * MB)] } });
    const item = scope.getState(list.$items)[0];
    expect([item?.status, item?.uploaded?.name, item?.uploaded?.size]).toEqual(['uploaded', 'car.jpg', 400_000]);
    forceEndpoint('/files/upload', '500', 1);
    await allSettled(list.filesChosen, { scope, params: { slot: 'PHOTOS', files: [file('plate.jpg', 5 * MB)] } });
    expect(scope.getState(list.$items)[1]?.status).toBe('failed');
  });
});
