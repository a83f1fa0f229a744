// One upload list for every place a customer attaches a file (issue 21; docs/decisions/upload-list.md).
export { createUploadList } from './model/create-upload-list';
export type { UploadItem, UploadList, UploadListConfig, UploadRequest, UploadStatus, SlotLimits } from './model/create-upload-list';
export { prepareFileFx } from './model/prepare';
export type { PreparedFile } from './lib/prepare';
export { UploadListField } from './ui/upload-list';
export type { UploadListFieldProps } from './ui/upload-list';
export { useFileProblemText } from './ui/messages';
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
