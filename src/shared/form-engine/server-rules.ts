/**
 * The form rules the backend applies too: the simulator (`mocks/`) imports them from here only, so the client's
 * rule and the server's rule are one implementation (descriptor parsing, conditions, values on the wire, dates,
 * allowed text, files, field states, the on-change answer).
 */
export { applyOnChangeAnswer } from './factory/state';
export { checkAllowedText } from './rules/allowed-text';
export { conditionHolds } from './rules/conditions';
export { fromIsoDate, parseDateText, toIsoDate } from './rules/dates';
export { isInitiator, parseDescriptors } from './rules/descriptors';
export { fieldKind, isValueless } from './rules/field-kind';
export { resolveFieldState } from './rules/field-state';
export { checkFile, MAX_FILES_PER_LIST } from './rules/files';
export { checkPhone, phoneFromWire } from './rules/phone';
export { fromWire } from './rules/values';
