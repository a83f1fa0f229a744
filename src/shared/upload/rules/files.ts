import { MAX_FILE_BYTES } from '@/shared/config';

/**
 * Files a customer attaches (public-site.md §5, §9; customer-portal.md §5, §9). What is **sent** is jpg, jpeg, png or
 * pdf, at most 3 MB each; an upload list holds at most 8 files; compensation attachments at most 10 MB in total.
 * What may be **chosen** is wider: photos in HEIC/HEIF or WebP (an iPhone's, an Android's) are converted to JPEG in
 * the browser before any size check (`prepareFile`), so the limits apply to the prepared file, never to the photo as
 * the camera wrote it (issue 21).
 */
export const ACCEPTED_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const ACCEPTED_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Photos the browser converts to JPEG before sending. */
export const CONVERTED_IMAGE_EXTENSIONS = ['heic', 'heif', 'webp'] as const;
export const CONVERTED_IMAGE_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence', 'image/webp'] as const;
const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', ...CONVERTED_IMAGE_EXTENSIONS];
const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', ...CONVERTED_IMAGE_TYPES];

/** The `accept` attribute of a file input taking photos and PDFs (documents, claims, requests). */
export const FILE_ACCEPT = [
  ...[...ACCEPTED_FILE_EXTENSIONS, ...CONVERTED_IMAGE_EXTENSIONS].map((ext) => `.${ext}`),
  ...ACCEPTED_FILE_TYPES,
  ...CONVERTED_IMAGE_TYPES,
].join(',');
/** The `accept` attribute of a photo-only input (the avatar). */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...IMAGE_TYPES].join(',');
/** Files per upload list (multiSelectFile). */
export const MAX_FILES_PER_LIST = 8;

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

export type FileProblem =
  | { code: 'file-type'; name: string }
  | { code: 'file-size'; name: string; maxBytes: number }
  | { code: 'file-count'; max: number }
  | { code: 'file-total'; maxBytes: number }
  /** A photo the browser could not read (a broken file, or a format that is not a picture after all). */
  | { code: 'file-unreadable'; name: string }
  | { code: 'file-server'; name: string; message: string };

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Type and size of one file as it is sent. A MIME type, when the browser gives one, must agree with the extension. */
export function checkFile(file: FileLike, maxBytes: number = MAX_FILE_BYTES): FileProblem | null {
  const ext = extensionOf(file.name);
  const typeOk = (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(ext) && (!file.type || (ACCEPTED_FILE_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return { code: 'file-type', name: file.name };
  if (file.size > maxBytes) return { code: 'file-size', name: file.name, maxBytes };
  return null;
}

/**
 * What a chosen file is, before it is prepared: a photo (prepared in the browser), a PDF (sent as it is), or
 * something not taken (null). The extension decides; a file without one is judged by its MIME type (a photo
 * shared from another app may come as `image.heic` or as `blob` with `image/heic`).
 */
export function chosenKind(file: FileLike, accept: 'files' | 'images' = 'files'): 'image' | 'pdf' | null {
  const ext = extensionOf(file.name);
  const type = (file.type ?? '').toLowerCase();
  if (ext === 'pdf' || (!ext && type === 'application/pdf')) return accept === 'files' && (!type || type === 'application/pdf') ? 'pdf' : null;
  if (IMAGE_EXTENSIONS.includes(ext)) return !type || type.startsWith('image/') || type === 'application/octet-stream' ? 'image' : null;
  if (!ext && IMAGE_TYPES.includes(type)) return 'image';
  return null;
}

/** The name a prepared photo is sent and shown under: the customer's, with `.jpg` where it was converted. */
export function preparedName(name: string): string {
  const ext = extensionOf(name);
  if (ext === 'jpg' || ext === 'jpeg') return name;
  const base = ext ? name.slice(0, name.length - ext.length - 1) : name;
  return `${base || 'photo'}.jpg`;
}

export interface FileLimits {
  /** 1 for a `file` field, MAX_FILES_PER_LIST (or propsData.maxFiles) for `multiSelectFile`. */
  maxFiles: number;
  maxBytes?: number;
  maxTotalBytes?: number | null;
}

/**
 * Which of the chosen files go to the upload and which are refused (with why), given what the field
 * already holds. Files are taken in order until the list is full or the total limit is reached.
 * For files as they are sent (already prepared); the upload list checks chosen files with `chosenKind` first.
 */
export function selectFiles<F extends FileLike>(existing: readonly FileLike[], chosen: readonly F[], limits: FileLimits) {
  const accepted: F[] = [];
  const problems: FileProblem[] = [];
  let count = existing.length;
  let total = existing.reduce((sum, file) => sum + file.size, 0);
  let countReported = false;
  for (const file of chosen) {
    const problem = checkFile(file, limits.maxBytes);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (count >= limits.maxFiles) {
      if (!countReported) problems.push({ code: 'file-count', max: limits.maxFiles });
      countReported = true;
      continue;
    }
    if (limits.maxTotalBytes && total + file.size > limits.maxTotalBytes) {
      problems.push({ code: 'file-total', maxBytes: limits.maxTotalBytes });
      continue;
    }
    accepted.push(file);
    count += 1;
    total += file.size;
  }
  return { accepted, problems };
}

/** The icon a file gets in the list (public-site.md §5: image, PDF, other). */
export function fileIconKind(name: string): 'image' | 'pdf' | 'other' {
  const ext = extensionOf(name);
  if (ext === 'pdf') return 'pdf';
  if (['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif'].includes(ext)) return 'image';
  return 'other';
}

/** "2.4 MB" / "380 KB", for lists and messages. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
