export { ApiError, isApiError, classifyResponse, messagesOf, fieldWarningsOf, hasWarningKeys, WARNING_KEYS } from './errors';
export type { ApiErrorKind, FieldWarnings, Outcome } from './errors';
export { shapePayload, toFormData } from './payload';
export type { Payload } from './payload';
export {
  warningReceived,
  serverErrorReceived,
  invalidResponseReceived,
  successMessageReceived,
  sessionRejected,
  notFoundReceived,
} from './events';
export { $token, tokenReceived, tokenCleared, TOKEN_STORAGE_KEY } from './session-token';
export { requestFx, apiRequestFx, LANGUAGE_HEADER, SCOPE_HEADER } from './transport';
export type { RequestParams, RequestResult, ClientName, Method } from './transport';
export { createCall, createDynamicCall } from './create-call';
export { fetchHeaderFx, fetchFooterFx, fetchHomeFx, subscribeFx } from './content/calls';
export {
  headerSchema,
  footerSchema,
  homeSchema,
  bannerSchema,
  serviceSchema,
  serviceGroupSchema,
  documentTileSchema,
  newsCardSchema,
  serviceIcons,
  socialNetworks,
} from './content/schemas';
export type {
  Header,
  Footer,
  Home,
  Banner,
  Service,
  ServiceGroup,
  ServiceIcon,
  DocumentTile,
  NewsCard,
  MenuItem,
  SocialNetwork,
} from './content/schemas';
export { signInFx, captchaFx, fetchCustomerFx, fetchHeaderProfileFx } from './application/calls';
export type { SignInPayload } from './application/calls';
export { customerSchema, signInSchema, captchaSchema, customerDataSchema } from './application/schemas';
export type { Customer, SignInResult, CaptchaChallenge } from './application/schemas';
export { createPageQuery } from './page-query';
export type { PageQuery } from './page-query';
export {
  INTERFACE_PATHS,
  interfaceFormPath,
  filePdfPath,
  fetchInputListFx,
  fetchButtonsFx,
  fetchGridFx,
  fetchMenuFx,
  fetchFilterListFx,
  fetchInterfaceInfoFx,
  fetchInterfaceFormFx,
  saveInterfaceFormFx,
  fetchOptionsFx,
  onChangeInputValueFx,
  uploadFileFx,
  deleteFileFx,
  checkPromoCodeFx,
} from './interface/calls';
export type { InterfaceAccess, OnChangePayload } from './interface/calls';
export {
  FIELD_TYPES,
  CONDITION_OPS,
  flag,
  conditionSchema,
  fieldRuleSchema,
  optionSchema,
  colSchema,
  fieldDescriptorSchema,
  inputListSchema,
  rawInputListSchema,
  interfaceFormSchema,
  interfaceFormSavedSchema,
  buttonDescriptorSchema,
  buttonListSchema,
  gridColumnSchema,
  gridListSchema,
  menuItemSchema,
  menuListSchema,
  filterListSchema,
  interfaceInfoSchema,
  optionListSchema,
  dictionaryEntrySchema,
  dictionarySchema,
  onChangeSchema,
  uploadedFileSchema,
  uploadResultSchema,
  promoResultSchema,
  calcResultSchema,
} from './interface/schemas';
export type {
  FieldType,
  ConditionOp,
  Condition,
  FieldRule,
  OptionDescriptor,
  FieldDescriptor,
  FieldDescriptorInput,
  RawInputList,
  InterfaceForm,
  ButtonDescriptor,
  GridColumn,
  MenuItemDescriptor,
  InterfaceInfo,
  DictionaryEntry,
  OnChangeAnswer,
  UploadedFile,
  PromoResult,
  CalcResult,
} from './interface/schemas';
export { calculatePremiumFx } from './calculators/calls';
