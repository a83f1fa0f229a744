// The server-driven form engine (README.md): only what is used outside it. The simulator's rules entry is
// `./server-rules`; everything else (the parts of the model, the field components, the pure rules) stays inside.
export { createFormModel } from './factory/create-form-model';
export type { FormModel, LoadAnswer, LoadRequest } from './factory/types';
export { createInterfaceButtons, createInterfaceGrid } from './factory/interface-lists';
export { DynamicForm, FormScope, FormSkeleton } from './form/dynamic-form';
export { InterfaceButtons, InterfaceGrid } from './form/interface-lists';
export { GridTableOnDemand } from './form/grid-table-on-demand';
export { FormField } from './fields/form-field';
export { useFieldPartsReady } from './fields/parts';
export { useFieldMessages } from './fields/messages';
export { nextDateText, parseDateText } from './rules/dates';
export { PHONE_PREFIX, nextPhoneText, phoneFromWire, checkPhone } from './rules/phone';
export { FILE_ACCEPT, MAX_FILES_PER_LIST, checkFile, selectFiles, fileIconKind, formatFileSize, extensionOf } from './rules/files';
export type { FileProblem, FileLike } from './rules/files';
export { withoutNulls } from './rules/values';
export type { WireValues } from './rules/values';
export type { FieldError } from './rules/validate';
export { PUBLIC_PARENT_ID } from './rules/access';
