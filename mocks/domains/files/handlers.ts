import type * as v from 'valibot';
import type { uploadResultSchema } from '@/shared/api/interface/schemas';
import { checkFile } from '@/shared/form-engine/server-rules';
import { db } from '../../db';
import { recordArrival } from '../../lib/arrivals';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, notFound, ok, textField } from '../../lib/respond';
import { randomId, tokenOf, touchSession } from '../../lib/session';
import { say } from '../interface/messages';

/**
 * Files (public-site.md §7 "Files"): /files/upload (multipart: id, file, data = JSON { kind }) and /files/delete
 * (file, id). The server checks type (jpg, jpeg, png, pdf) and size (3 MB) itself and answers 400 `warning_d.file`.
 * Only metadata is stored (localStorage is small), with what a picture is (`recordArrival`); uploads are public (the
 * public compensation request uploads too).
 */
const upload = publicEndpoint({
  client: 'application',
  path: '/files/upload',
  title: 'File upload (multipart: id, file, data)',
  warningFields: ['file', 'id'],
  resolve: async ({ request, lang }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return fieldWarnings({ file: [say('fileMissing', lang)] });
    }
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0) return fieldWarnings({ file: [say('fileMissing', lang)] });
    const name = file instanceof File ? file.name : 'file';
    // The app's own rule (form engine), which is the backend's: type by extension and MIME, then size.
    const problem = checkFile({ name, size: file.size, type: file.type });
    if (problem?.code === 'file-type') return fieldWarnings({ file: [say('fileType', lang, { name })] });
    if (problem) return fieldWarnings({ file: [say('fileSize', lang, { name })] });
    let kind = '';
    try {
      const data: unknown = JSON.parse(String(form.get('data') ?? '{}'));
      if (typeof data === 'object' && data !== null && typeof (data as { kind?: unknown }).kind === 'string') kind = (data as { kind: string }).kind;
    } catch {
      // No kind: stored without one.
    }
    const lookup = touchSession(tokenOf(request));
    const id = randomId('upl-', 6);
    const record = await recordArrival(file, {
      id,
      owner: String(form.get('id') ?? ''),
      kind,
      name,
      file: `/files/${id}/${encodeURIComponent(name)}`,
      customer: lookup.status === 'valid' ? lookup.customer.profile.CUSTOMER : null,
    });
    const { owner: _owner, customer: _customer, at: _at, pixels: _pixels, orientation: _orientation, exif: _exif, ...data } = record;
    return ok({ data } satisfies v.InferInput<typeof uploadResultSchema>);
  },
});

const remove = publicEndpoint({
  client: 'application',
  path: '/files/delete',
  title: 'File removal (file, id)',
  warningFields: ['file', 'id'],
  resolve: ({ fields, lang }) => {
    const id = textField(fields, 'id');
    const file = textField(fields, 'file');
    const found = db.read().uploads.some((record) => record.id === id && (!file || record.file === file));
    if (!found) return notFound(say('fileUnknown', lang));
    db.update((state) => {
      state.uploads = state.uploads.filter((record) => record.id !== id);
    });
    return ok({ result: 'deleted', id });
  },
});

export const fileEndpoints: readonly Endpoint[] = [upload, remove];
