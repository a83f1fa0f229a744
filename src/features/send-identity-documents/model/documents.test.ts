import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import { fetchIdentityStatusFx, sendDocumentsFx, sessionRejected, type UploadedFile } from '@/shared/api';
import { anna } from '@/shared/test/customer';
import { preparedInTests } from '@/shared/test/uploads';
import { $documentType, $identity, $submitProblem, documents, documentsSent, documentsSubmitted, documentTypeChosen, IdentityGate, uploadDocumentFx } from './documents';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const jpg = (name: string, size = 5_000_000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function setup() {
  const upload = vi.fn(async ({ owner, type, slot, file }: { owner: string; type: string; slot: string; file: File }): Promise<UploadedFile> => ({
    id: `up-${type}-${slot}`,
    kind: `${type}-${slot}`,
    name: file.name,
    type: file.type,
    size: file.size,
    file: `/files/${owner}/${file.name}`,
  }));
  const send = vi.fn(async () => ({ result: 'review', message: 'Documents received.' }));
  const status = vi.fn(async () => ({ result: { STATUS: 'review' as const, DOCUMENT_TYPE: 'idCard', SENT_AT: '2026-11-27T10:00:00Z', REVIEWED_AT: null, REASON: null } }));
  const scope = fork({ values: [[$user, anna]], handlers: [[uploadDocumentFx, upload], [sendDocumentsFx, send], [fetchIdentityStatusFx, status], preparedInTests()] });
  return { scope, upload, send, status };
}

describe('identity documents (registration and the profile)', () => {
  it('each part goes up as chosen (photos prepared), owned by identity:{CUSTOMER}; the set goes for review and the status is read again', async () => {
    const { scope, upload, send, status } = setup();
    const sent = vi.fn();
    createWatch({ unit: documentsSent, fn: sent, scope });
    await allSettled(documentTypeChosen, { scope, params: 'idCard' });
    await allSettled(documentsSubmitted, { scope });
    expect(scope.getState($submitProblem)).toEqual({ code: 'missing', parts: ['front', 'back', 'selfie'] });
    expect(send).not.toHaveBeenCalled();

    await allSettled(documents.filesChosen, { scope, params: { slot: 'front', files: [jpg('IMG_1.HEIC')] } });
    await allSettled(documents.filesChosen, { scope, params: { slot: 'back', files: [pdf('back.pdf')] } });
    await allSettled(documents.filesChosen, { scope, params: { slot: 'selfie', files: [jpg('me.jpg')] } });
    expect(upload.mock.calls.map(([call]) => [call.owner, call.type, call.slot, call.file.name, call.file.size])).toEqual([
      ['identity:1001', 'idCard', 'front', 'IMG_1.jpg', 900_000],
      ['identity:1001', 'idCard', 'back', 'back.pdf', 8],
      ['identity:1001', 'idCard', 'selfie', 'me.jpg', 900_000],
    ]);
    await allSettled(documentsSubmitted, { scope });
    expect(send).toHaveBeenCalledWith({ STEP: 'documents', DOCUMENT_TYPE: 'idCard', FILES: 'up-idCard-front,up-idCard-back,up-idCard-selfie' });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledTimes(1);
    expect(scope.getState($identity)?.STATUS).toBe('review');
    expect(scope.getState(documents.$items)).toEqual([]);
  });

  it('another document type starts the files afresh; the profile section reads the status', async () => {
    const { scope, status } = setup();
    await allSettled(IdentityGate.open, { scope, params: {} });
    expect(status).toHaveBeenCalledTimes(1);
    await allSettled(documentTypeChosen, { scope, params: 'passport' });
    await allSettled(documents.filesChosen, { scope, params: { slot: 'photoPage', files: [pdf('p.pdf')] } });
    await allSettled(documentTypeChosen, { scope, params: 'socialCard' });
    expect(scope.getState(documents.$items)).toEqual([]);
  });

  it('a session that ends (a 401, or running out) takes the documents with it: the next person on this tab starts empty', async () => {
    const { scope } = setup();
    await allSettled(IdentityGate.open, { scope, params: {} });
    await allSettled(documentTypeChosen, { scope, params: 'passport' });
    await allSettled(documents.filesChosen, { scope, params: { slot: 'photoPage', files: [pdf('p.pdf')] } });
    expect(scope.getState(documents.$items)).toHaveLength(1);
    await allSettled(sessionRejected, { scope });
    expect(scope.getState(documents.$items)).toEqual([]);
    expect(scope.getState($documentType)).toBeNull();
    expect(scope.getState($identity)).toBeNull();
  });

  it('a failed file blocks the sending until it is sent again', async () => {
    const { scope, upload, send } = setup();
    upload.mockRejectedValueOnce(Object.assign(new Error('500'), { kind: 'server-error', messages: ['Storage down'], fieldWarnings: {} }));
    await allSettled(documentTypeChosen, { scope, params: 'socialCard' });
    await allSettled(documents.filesChosen, { scope, params: { slot: 'front', files: [pdf('front.pdf')] } });
    await allSettled(documents.filesChosen, { scope, params: { slot: 'back', files: [pdf('back.pdf')] } });
    await allSettled(documentsSubmitted, { scope });
    expect(scope.getState($submitProblem)).toEqual({ code: 'failed' });
    const failed = scope.getState(documents.$items).find((item) => item.status === 'failed');
    await allSettled(documents.retried, { scope, params: failed?.key as string });
    await allSettled(documentsSubmitted, { scope });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
