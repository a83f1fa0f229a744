// The file rules are the upload list's (`shared/upload`): one implementation for every place a file is attached.
export {
  ACCEPTED_FILE_EXTENSIONS,
  ACCEPTED_FILE_TYPES,
  FILE_ACCEPT,
  MAX_FILES_PER_LIST,
  checkFile,
  selectFiles,
  fileIconKind,
  formatFileSize,
  extensionOf,
} from '../../upload/rules/files';
export type { FileLike, FileLimits, FileProblem } from '../../upload/rules/files';
