import { documents } from './model/documents';

// For stories and tests only (eslint refuses it in the app): the screens' state (parameters.effector).
export { $documentType as $identityDocumentType } from './model/documents';
export const $identityDocumentItems = documents.$items;
