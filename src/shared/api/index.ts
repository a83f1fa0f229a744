export { ApiError } from './errors';
export { placeWarnings, unannouncedFailureOf } from './form-messages';
export type { FieldWarnings } from './errors';
export {
  warningReceived,
  serverErrorReceived,
  invalidResponseReceived,
  successMessageReceived,
  sessionRejected,
  notFoundReceived,
} from './events';
export { $token, sessionCallsDropped, tokenReceived, tokenCleared } from './session-token';
export { requestFx } from './transport';
export { $online, $heldCalls } from './connection';
export { PHONE_COUNTRY_CODE, PHONE_COUNTRY_SHORT, PHONE_LOCAL_DIGITS, phoneToWire, readPhone } from './phone';
export { FAILURE_TEXT, FAILURE_TITLE, failureReasonOf } from './failure';
export type { FailureReason } from './failure';
export { fetchHeaderFx } from './content/calls';
export { fetchFooterFx } from './content/footer-calls';
export { fetchHomeFx, subscribeFx } from './content/home-calls';
export { homeSchema } from './content/schemas';
export type {
  Header,
  Footer,
  Home,
  Banner,
  Service,
  ServiceGroup,
  DocumentTile,
  NewsCard,
  MenuItem,
  SocialNetwork,
} from './content/schemas';
export { fetchHeaderProfileFx } from './application/calls';
export { fetchClientInfoFx } from './application/client-info';
export { signInFx, captchaFx, captchaAheadFx } from './application/sign-in-calls';
export type { SignInPayload } from './application/sign-in-calls';
export type { Customer, SignInResult } from './application/schemas';
export {
  fetchCompanyIndexFx,
  fetchAboutSectionFx,
  fetchContentPageFx,
  fetchVacancyFx,
  fetchContactsFx,
  applyJobFx,
} from './content/company-calls';
export type { ContentPageId, VacancyQuery } from './content/company-calls';
export type {
  DocumentLink,
  Person,
  ReportTab,
  ContactBranch,
  ContactItem,
  ContactIcon,
  JobForm,
  Subsection,
  Subcard,
  ContentSection,
  ContentSectionOf,
  CompanyIndex,
  Vacancy,
} from './content/company-schemas';
export { fetchServicesCatalogueFx, fetchServiceGroupFx, fetchProductDetailsFx, fetchProductTermsFx } from './content/services';
export type { ProductSummary, ServiceGroupSummary, ProductDetails, ProductDetailsPayload } from './content/services';
export { FAQ_CATEGORIES, faqPageSchema, faqListSchema, fetchFaqPageFx, fetchFaqByServiceFx, fetchFaqByGroupFx } from './content/faq';
export type { FaqItem, FaqCategory, FaqPage } from './content/faq';
export { slugOf, localizedPaths } from './content/slugs';
export type { LocalizedSlugs } from './content/slugs';
export {
  newsPageSchema,
  newsListSchema,
  articleSchema,
  blogPageSchema,
  blogCategorySchema,
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
export { SEARCH_RESULT_TYPES, searchAnswerSchema, searchSiteFx } from './content/search';
export type { SearchResult, SearchAnswer } from './content/search';
export {
  fetchInputListFx,
  fetchButtonsFx,
  fetchGridFx,
  fetchFilterListFx,
  fetchInterfaceFormFx,
  readInterfaceFormAheadFx,
  saveInterfaceFormFx,
  fetchOptionsFx,
  onChangeInputValueFx,
  uploadFileFx,
  deleteFileFx,
  checkPromoCodeFx,
  promoRefusalOf,
} from './interface/calls';
export { fetchMenuFx } from './interface/menu-calls';
export type { InterfaceAccess } from './interface/paths';
export { fieldDescriptorSchema, menuListSchema, uploadedFileSchema } from './interface/schemas';
export type {
  FieldType,
  Condition,
  FieldRule,
  OptionDescriptor,
  FieldDescriptor,
  FieldDescriptorInput,
  ButtonDescriptor,
  GridColumn,
  MenuItemDescriptor,
  DictionaryEntry,
  UploadedFile,
  CalcResult,
} from './interface/schemas';
export { calculatePremiumFx } from './calculators/calls';
export {
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
} from './purchase/calls';
export { fetchSavedCardsFx } from './purchase/card-calls';
export type { ApprovePayload, RecordPaymentPayload } from './purchase/calls';
export {
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
export {
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
export { fetchPurchaseDraftsFx, discardPurchaseDraftFx } from './purchase/drafts';
export type { PurchaseDraft } from './purchase/drafts';
export type { Contract, Vehicle, ContractPrice, SavedCard, PaymentRecord } from './purchase/schemas';
export {
  sendCodeFx,
  verifySignupCodeFx,
  checkSocialCardFx,
  createAccountFx,
  sendDocumentsFx,
  verifyRecoveryCodeFx,
  resetPasswordFx,
} from './accounts/calls';
export { fetchIdentityStatusFx } from './accounts/identity-calls';
export type { IdentityStatus } from './accounts/schemas';
export { fetchClaimsFx } from './claims/list-calls';
export {
  fetchClaimFx,
  fetchClaimGroupsFx,
  fetchPaidByYearFx,
  searchCmtplObjectFx,
  createClaimFx,
  createPublicRequestFx,
} from './claims/calls';
export type { Claim, ClaimStatus, CmtplObject, CompensationAnswer } from './claims/schemas';
export {
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
export type {
  Debt,
  HealthCard,
  ContractState,
  ProfileContract,
  ContractGroup,
  GridWithRows,
  CardChange,
  RaffleTicket,
  RaffleInfo,
} from './profile/schemas';
export {
  requestPhoneChangeFx,
  confirmPhoneChangeFx,
  requestEmailChangeFx,
  confirmEmailChangeFx,
  saveCustomerLanguageFx,
  uploadAvatarFx,
} from './contact/calls';
export type { ContactPayload } from './contact/calls';
export { signOutEverywhereFx } from './sessions/calls';
export type { ContactCodeSent } from './contact/schemas';
export {
  fetchChatStaffFx,
  createChatUserFx,
  fetchChatRoomsFx,
  createChatRoomFx,
  fetchChatMessagesFx,
  sendChatMessageFx,
  downloadChatFileFx,
} from './chat/calls';
export type { ChatSendPayload } from './chat/calls';
export type { ChatStaff, ChatFile, ChatMessage, ChatRoom } from './chat/schemas';
export { autofillFx, saveAddressFx, orderCallbackFx, orderContractFx, sendRequestFx } from './profile/request-calls';
export type { AutofillField, RequestPayload } from './profile/request-calls';
export { addressOf } from './profile/request-schemas';
export type { Address, RequestReceived } from './profile/request-schemas';
export { CALLBACK_TOPICS, CALLBACK_TIMES, ORDER_PRODUCTS, REQUEST_LIMITS } from './profile/request-options';
export type { CallbackTopic, CallbackTime, OrderProduct } from './profile/request-options';
