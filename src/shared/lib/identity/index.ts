export {
  isEmail,
  normalizeEmail,
  SOCIAL_CARD_DIGITS,
  isSocialCardNumber,
  CODE_LENGTH,
  isCodeFormat,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_CHECKS,
  passwordChecks,
  failedPasswordChecks,
  isStrongPassword,
  DOCUMENT_TYPES,
  DOCUMENT_PARTS,
  isDocumentType,
  documentKind,
  missingDocumentParts,
  IMAGE_MAX_SIDE,
  fitWithin,
} from './rules';
export type { PasswordCheck, DocumentType, DocumentPart } from './rules';
export { shrinkImage } from './resize';
