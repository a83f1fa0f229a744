// The server-driven form engine (README.md): the model factory, its pure rules, and the field components.
export { createFormModel } from './factory/create-form-model';
export type {
  FormModel,
  AnyFormModel,
  FormModelConfig,
  FormSource,
  FormOpenParams,
  FormMeta,
  FieldView,
  OptionsStatus,
  LoadRequest,
  LoadAnswer,
  OptionsRequest,
  OptionsAnswer,
  OnChangeRequest,
  OnChangeResult,
  OnChangeItem,
  UploadRequest,
  UploadAnswer,
  RemoveRequest,
  PromoRequest,
  PromoAnswer,
} from './factory/types';
export { applyOnChangeAnswer, reconcileChoices, resolveParams, optionDependents, optionRequests, domId } from './factory/state';
export { createInterfaceButtons, createInterfaceGrid } from './factory/interface-lists';
export type { InterfaceButtonsModel, InterfaceGridModel } from './factory/interface-lists';
export { DynamicForm, FormFields, FormScope, FormSkeleton, DescriptorProblemsNotice, FormDatesProvider } from './form/dynamic-form';
export type { DynamicFormProps } from './form/dynamic-form';
export { InterfaceButtons, InterfaceGrid } from './form/interface-lists';
export { FormField, FIELD_COMPONENTS } from './fields/form-field';
export { useFieldView, useFieldEvents } from './fields/use-field';
export type { FieldEvents } from './fields/use-field';
export type { FieldProps } from './fields/text-fields';
export { useFieldMessages } from './fields/messages';
export {
  DATE_PATTERN,
  DATETIME_PATTERN,
  isLeapYear,
  daysInMonth,
  nextDateText,
  parseDateText,
  toIsoDate,
  fromIsoDate,
  normalizeDateValue,
  resolveMinDate,
  isBeforeMin,
  isValidTime,
  isoOfDay,
} from './rules/dates';
export type { DateKind } from './rules/dates';
export { PHONE_PREFIX, PHONE_COUNTRY_CODE, nextPhoneText, phoneFromWire, phoneToWire, checkPhone, formatPhoneDigits } from './rules/phone';
export { ACCEPTED_FILE_EXTENSIONS, FILE_ACCEPT, MAX_FILES_PER_LIST, checkFile, selectFiles, fileIconKind, formatFileSize, extensionOf } from './rules/files';
export type { FileProblem, FileLike } from './rules/files';
export { conditionHolds, conditionsHold, looseEqual, isEmptyValue } from './rules/conditions';
export { fieldKind, isMultiChoice, hasOptions, isValueless } from './rules/field-kind';
export type { FieldKind } from './rules/field-kind';
export { parseDescriptors, isInitiator, rulesOf } from './rules/descriptors';
export type { DescriptorProblem, ParsedDescriptors } from './rules/descriptors';
export { optionsFromDescriptor, dictionaryItems, optionsFromDictionary, availableOptions } from './rules/options';
export type { FieldOption, DictionaryItem } from './rules/options';
export { shapeFormValues, withoutNulls, fromWire, toWire, acceptInput, initialValue, emptyValue } from './rules/values';
export type { FieldValue, FormValues, WireValue, WireValues } from './rules/values';
export { resolveFieldState, applyRuleValues } from './rules/field-state';
export type { FieldState, ServerOverride } from './rules/field-state';
export { validateField, IDLE_PROMO } from './rules/validate';
export { checkAllowedText, allowedTextKind, isAllowedTextKind, ALLOWED_TEXT_KINDS } from './rules/allowed-text';
export type { AllowedTextKind, AllowedTextProblem } from './rules/allowed-text';
export type { FieldError, PromoState, PromoStatus } from './rules/validate';
export { resolveInterfaceAccess, PUBLIC_PARENT_ID } from './rules/access';
export type { AccessRequest } from './rules/access';
export { GRID_COLUMNS, columnSpan, isLabelRaised } from './rules/layout';
export type { ColumnSpan } from './rules/layout';
