// One upload list for every place a customer attaches a file (issue 21; docs/decisions/upload-list.md).
export { createUploadList } from './list/create-upload-list';
export type { UploadItem, UploadList, UploadListConfig, UploadRequest, UploadStatus, SlotLimits } from './list/create-upload-list';
export { prepareFileFx, preloadPreparation } from './list/prepare';
export type { PreparedFile } from './prepare/prepare';
export { UploadListField } from './rows/upload-list';
export type { UploadListFieldProps } from './rows/upload-list';
export { useFileProblemText } from './rows/messages';
export {
  ACCEPTED_FILE_EXTENSIONS,
  ACCEPTED_FILE_TYPES,
  FILE_ACCEPT,
  IMAGE_ACCEPT,
  MAX_FILES_PER_LIST,
  checkFile,
  chosenKind,
  extensionOf,
  fileIconKind,
  formatFileSize,
  preparedName,
  selectFiles,
} from './rules/files';
export type { FileLike, FileLimits, FileProblem } from './rules/files';
export { IMAGE_MAX_SIDE, JPEG_QUALITIES, encodeWithinBudget, fitWithin } from './rules/image';
export { readImageInfo, uprightSize, isHeif } from './rules/image-info';
export type { ImageInfo } from './rules/image-info';
