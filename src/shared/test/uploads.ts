import { prepareFileFx, preparedName, type PreparedFile } from '@/shared/upload';

/**
 * The test DOM (happy-dom) cannot decode pictures, so model and component tests replace the upload lists' one
 * preparation effect in their forked scope: `fork({ handlers: [preparedInTests()] })`. A photo becomes a JPEG of
 * `photoBytes(file)` bytes (default: as chosen, capped at 900 KB — what the browser's 1024 px JPEG weighs) under the
 * name the browser gives it; a PDF stays as it is; a file named `broken.*` cannot be read.
 */
export function preparedInTests(photoBytes: (file: File) => number = (file) => Math.min(file.size, 900_000)): [typeof prepareFileFx, (file: File) => Promise<PreparedFile>] {
  return [
    prepareFileFx,
    async (file: File) => {
      if (file.name.startsWith('broken.')) throw Object.assign(new Error('unreadable'), { code: 'unreadable' });
      if (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')) return { file, image: null };
      const prepared = new File([new Uint8Array(photoBytes(file))], preparedName(file.name), { type: 'image/jpeg' });
      return { file: prepared, image: { width: 1024, height: 768, quality: 1 } };
    },
  ];
}
