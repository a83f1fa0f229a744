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
export { fetchHeaderFx, fetchFooterFx } from './content/calls';
export { fetchHomeFx, subscribeFx } from './content/home-calls';
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
  fetchCompanyIndexFx,
  fetchAboutSectionFx,
  fetchContentPageFx,
  fetchVacancyFx,
  fetchContactsFx,
  applyJobFx,
} from './content/company-calls';
export type { ContentPageId, VacancyQuery, ApplyJobPayload } from './content/company-calls';
export {
  companyIndexSchema,
  contentPageSchema,
  contentSectionSchema,
  vacancySchema,
  contactsSchema,
  jobFormSchema,
  applyJobResultSchema,
  SECTION_TYPES,
  CONTACT_ICONS,
} from './content/company-schemas';
export type {
  DocumentLink,
  Person,
  ReportTab,
  ContactBranch,
  ContactItem,
  ContactIcon,
  JobForm,
  JobFormField,
  Subsection,
  Subcard,
  ContentSection,
  ContentSectionOf,
  SectionType,
  ContentPage,
  CompanyIndex,
  Vacancy,
  Contacts,
  ApplyJobResult,
} from './content/company-schemas';
export {
  fetchServicesCatalogueFx,
  fetchServiceGroupFx,
  fetchProductDetailsFx,
  fetchProductTermsFx,
  servicesCatalogueSchema,
  serviceGroupPageSchema,
  productDetailsSchema,
  productTermsSchema,
  productSummarySchema,
} from './content/services';
export type {
  ProductSummary,
  ServiceGroupSummary,
  ServicesCatalogue,
  ServiceGroupPage,
  ProductDetails,
  ProductDocument,
  ProductTerms,
  ProductDetailsPayload,
} from './content/services';
export {
  FAQ_CATEGORIES,
  faqItemSchema,
  faqCategorySchema,
  faqPageSchema,
  faqListSchema,
  fetchFaqPageFx,
  fetchFaqByServiceFx,
  fetchFaqByGroupFx,
} from './content/faq';
export type { FaqCategoryId, FaqItem, FaqCategory, FaqPage, FaqList } from './content/faq';
export {
  localizedSlugsSchema,
  slugOf,
  localizedPaths,
  contentItemSchema,
  articleSectionSchema,
  contentDetailsSchema,
  newsPageSchema,
  newsListSchema,
  articleSchema,
  blogPageSchema,
  blogCategorySchema,
  customerStorySchema,
  customersPageSchema,
  customerStoryPageSchema,
  fetchNewsPageFx,
  fetchNewsListFx,
  fetchNewsItemFx,
  fetchBlogPageFx,
  fetchBlogCategoryFx,
  fetchBlogPostFx,
  fetchCustomersPageFx,
  fetchCustomerStoryFx,
} from './content/articles';
export type {
  LocalizedSlugs,
  ContentItem,
  ArticleSection,
  ContentDetails,
  NewsPage,
  NewsList,
  Article,
  BlogPage,
  BlogCategory,
  CustomerStory,
  CustomersPage,
  CustomerStoryPage,
} from './content/articles';
export { SEARCH_RESULT_TYPES, searchResultSchema, searchAnswerSchema, searchSiteFx } from './content/search';
export type { SearchResult, SearchAnswer } from './content/search';
export { createLocalizedPageQuery } from './localized-page-query';
export {
  INTERFACE_PATHS,
  interfaceFormPath,
  filePdfPath,
  fetchInputListFx,
  fetchButtonsFx,
  fetchGridFx,
  fetchMenuFx,
  fetchFilterListFx,
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
export {
  PURCHASE_PATHS,
  findVehicleFx,
  createAppaContractFx,
  updateAppaContractFx,
  setTravelCustomerFx,
  createTravelContractFx,
  fetchContractPriceFx,
  approveContractFx,
  confirmContractFx,
  recordAppaPaymentFx,
  recordTravelPaymentFx,
  sendTravelContractFx,
  fetchSavedCardsFx,
  contractPdfPath,
} from './purchase/calls';
export type { ApprovePayload, RecordPaymentPayload } from './purchase/calls';
export {
  MEDICAL_API_SEGMENTS,
  medicalPaths,
  setMedicalCustomerFx,
  createMedicalContractFx,
  setMedicalPlusCustomerFx,
  createMedicalPlusContractFx,
  setSocialMedCustomerFx,
  createSocialMedContractFx,
  recordMedicalPaymentFx,
  recordMedicalPlusPaymentFx,
  recordSocialMedPaymentFx,
} from './purchase/medical';
export type { MedicalProductKey } from './purchase/medical';
export {
  VOLUNTARY_PATHS,
  findCarFx,
  setApkaCustomerFx,
  createApkaObjectFx,
  setJustCascoCustomerFx,
  createJustCascoObjectFx,
  setPropertyCustomerFx,
  createPropertyObjectFx,
  setPetsCustomerFx,
  createPetsObjectFx,
} from './purchase/voluntary';
export { downloadContractPdfFx } from './purchase/download';
export type { PdfRequest } from './purchase/download';
export { contractSchema, PAYMENT_STATUSES } from './purchase/schemas';
export type { Contract, Vehicle, ContractPrice, SavedCard, PaymentRecord } from './purchase/schemas';
export {
  ACCOUNT_PATHS,
  sendCodeFx,
  verifySignupCodeFx,
  checkSocialCardFx,
  createAccountFx,
  sendDocumentsFx,
  verifyRecoveryCodeFx,
  resetPasswordFx,
} from './accounts/calls';
export type { SendCodePayload } from './accounts/calls';
export {
  VERIFIED_BY,
  codeSentSchema,
  identityStepSchema,
  accountCreatedSchema,
  documentsSentSchema,
  recoveryCodeSchema,
  passwordResetSchema,
} from './accounts/schemas';
export type { VerifiedBy, CodeSent, IdentityStep, AccountCreated, DocumentsSent } from './accounts/schemas';
export {
  CLAIM_PATHS,
  fetchClaimsFx,
  fetchClaimFx,
  fetchClaimGroupsFx,
  fetchPaidByYearFx,
  searchCmtplObjectFx,
  createClaimFx,
  createPublicRequestFx,
} from './claims/calls';
export { CLAIM_STATUSES, claimSchema, cmtplObjectSchema, compensationAnswerSchema } from './claims/schemas';
export type { Claim, ClaimEvent, ClaimGroup, ClaimStatus, PaidYear, CmtplObject, CompensationAnswer } from './claims/schemas';
export {
  PROFILE_PATHS,
  fetchDebtFx,
  fetchContractsFx,
  fetchContractGroupsFx,
  fetchGridRowsFx,
  addCardFx,
  saveCardFx,
  removeCardFx,
  setDefaultCardFx,
  fetchRaffleInfoFx,
  fetchRaffleTicketsFx,
} from './profile/calls';
export type { ContractFilter } from './profile/calls';
export {
  CONTRACT_STATES,
  debtSchema,
  profileContractSchema,
  contractListSchema,
  contractGroupListSchema,
  gridRowsSchema,
  cardBindingSchema,
  cardChangeSchema,
  raffleInfoSchema,
  raffleTicketsSchema,
} from './profile/schemas';
export type { Debt, DebtItem, HealthCard, ContractState, ProfileContract, ContractGroup, GridWithRows, CardChange, RaffleTicket, RaffleInfo } from './profile/schemas';
export {
  CONTACT_PATHS,
  requestPhoneChangeFx,
  confirmPhoneChangeFx,
  requestEmailChangeFx,
  confirmEmailChangeFx,
  saveCustomerLanguageFx,
  uploadAvatarFx,
} from './contact/calls';
export type { ContactPayload } from './contact/calls';
export { contactCodeSentSchema, contactChangedSchema, languageSavedSchema } from './contact/schemas';
export type { ContactCodeSent } from './contact/schemas';
export { REQUEST_PATHS, AUTOFILL_FIELDS, autofillFx, saveAddressFx, orderCallbackFx, orderContractFx, sendRequestFx } from './profile/request-calls';
export type { AutofillField, RequestPayload } from './profile/request-calls';
export { autofillSchema, addressSchema, addressOf, requestReceivedSchema } from './profile/request-schemas';
export type { AutofillAnswer, Address, RequestReceived } from './profile/request-schemas';
export { CALLBACK_TOPICS, CALLBACK_TIMES, ORDER_PRODUCTS, REQUEST_LIMITS } from './profile/request-options';
export type { CallbackTopic, CallbackTime, OrderProduct } from './profile/request-options';
