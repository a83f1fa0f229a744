import { MAX_FILE_BYTES } from '@/shared/config';

/**
 * Files of the dynamic forms (public-site.md §5, §9; customer-portal.md §5, §9): jpg, jpeg, png and pdf,
 * at most 3 MB each; an upload list holds at most 8 files; compensation attachments at most 10 MB in total
 * (a field asks for a total limit with `propsData.maxTotalBytes`).
 */
export const ACCEPTED_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const ACCEPTED_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The `accept` attribute of file inputs. */
export const FILE_ACCEPT = [...ACCEPTED_FILE_EXTENSIONS.map((ext) => `.${ext}`), ...ACCEPTED_FILE_TYPES].join(',');
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
  | { code: 'file-server'; name: string; message: string };

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Type and size of one file. A MIME type, when the browser gives one, must agree with the extension. */
export function checkFile(file: FileLike, maxBytes: number = MAX_FILE_BYTES): FileProblem | null {
  const ext = extensionOf(file.name);
  const typeOk = (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(ext) && (!file.type || (ACCEPTED_FILE_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return { code: 'file-type', name: file.name };
  if (file.size > maxBytes) return { code: 'file-size', name: file.name, maxBytes };
  return null;
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
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'image';
  return 'other';
}

/** "2.4 MB" / "380 KB", for lists and messages. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
