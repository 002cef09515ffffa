// Names are listed one by one on purpose: the server loads this package through tsx, which (the
// package has no "type": "module") compiles it to CommonJS, and Node's ESM import can only see
// CommonJS exports it can name statically — `export *` would import as an empty module there.
export {
  requiredText,
  nameField,
  emailField,
  newPasswordField,
  PASSWORD_POLICY,
  PASSWORD_HINT,
  phoneField,
  roleField,
  blankToUndefined,
  pageParam,
  limitParam,
  searchParam,
  sortParam,
  enumFilter,
  isoDate,
  isRealDate,
  integerField,
  decimalField,
  optionalText,
  boundedText,
} from './fields';
export type { Role } from './fields';
export {
  loginSchema,
  registerSchema,
  updateProfileSchema,
  changePasswordSchema,
  changePasswordFormSchema,
  forgotPasswordSchema,
  resetTokenField,
  resetPasswordSchema,
  resetPasswordFormSchema,
} from './auth';
export type {
  LoginInput,
  RegisterInput,
  UpdateProfileInput,
  AuthResult,
  UserResult,
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
  PasswordInfo,
  ResetTokenInfo,
} from './auth';
export { createUserSchema, updateUserSchema, userListQuerySchema, userSortValues } from './users';
export type { User, CreateUserInput, UpdateUserInput, UserListQuery, UserSort, UserStats } from './users';
export { companySocialsSchema } from './company';
export type { CompanySocials, CompanyProfile } from './company';
export {
  gstinField,
  updateCompanyProfileSchema,
  notificationEvents,
  notificationEventLabels,
  notificationChannels,
  defaultNotificationSettings,
  updateNotificationSettingsSchema,
} from './profile';
export type {
  UpdateCompanyProfileInput,
  CompanyProfileDetails,
  NotificationEvent,
  NotificationChannel,
  NotificationSettings,
  UpdateNotificationSettingsInput,
} from './profile';
export {
  quoteServices,
  quoteServiceLabels,
  quoteLoadTypes,
  quoteLoadTypeLabels,
  quoteStatuses,
  quoteStatusLabels,
  quoteTransitions,
  canMoveQuote,
  createQuoteSchema,
  updateQuoteStatusSchema,
  quoteSortValues,
  quoteListQuerySchema,
  formatQuoteReference,
} from './quotes';
export type {
  QuoteService,
  QuoteLoadType,
  QuoteStatus,
  CreateQuoteInput,
  UpdateQuoteStatusInput,
  QuoteListQuery,
  Quote,
  QuoteStats,
} from './quotes';
export { auditListQuerySchema, auditSortValues } from './audit';
export type { AuditListQuery, AuditEntry } from './audit';
export { newsletterSchema } from './newsletter';
export type { NewsletterInput } from './newsletter';
export {
  messageKinds,
  messageTopics,
  messageTopicLabels,
  messageStatuses,
  createMessageSchema,
  updateMessageStatusSchema,
  messageSortValues,
  messageListQuerySchema,
  formatMessageReference,
  newsletterListQuerySchema,
} from './messages';
export type {
  MessageKind,
  MessageTopic,
  MessageStatus,
  CreateMessageInput,
  UpdateMessageStatusInput,
  MessageListQuery,
  ContactMessage,
  NewsletterListQuery,
  NewsletterSubscription,
} from './messages';
export {
  shipmentStatuses,
  shipmentStatusLabels,
  TRACKING_NUMBER_PATTERN,
  trackingNumberField,
  trackingSearchSchema,
  shipmentListQuerySchema,
} from './shipments';
export type { ShipmentStatus, TrackingSearchInput, ShipmentListQuery, Shipment } from './shipments';
export {
  publicServiceTypes,
  searchContentTypes,
  helpSearchSchema,
  serviceSearchSchema,
  industrySearchSchema,
  globalSearchSchema,
} from './public-search';
export type { HelpSearchInput, ServiceSearchInput, IndustrySearchInput, GlobalSearchInput } from './public-search';
export {
  adminSearchKinds,
  adminSearchQuerySchema,
  adminNotificationKinds,
  ADMIN_SEARCH_DEFAULT_LIMIT,
  ADMIN_SEARCH_MAX_LIMIT,
  ADMIN_NOTIFICATIONS_LIMIT,
} from './admin';
export type {
  AdminSearchKind,
  AdminSearchQuery,
  AdminSearchItem,
  AdminSearchGroup,
  AdminSearchResult,
  AdminNotificationKind,
  AdminNotification,
  AdminNotifications,
} from './admin';
export {
  sessionStatuses,
  sessionNameFor,
  financialYearOf,
  sessionBounds,
  indianToday,
  startYearOf,
  sessionNameField,
  createSessionSchema,
  updateSessionSchema,
  sessionSortValues,
  sessionListQuerySchema,
  workingSessionSchema,
} from './sessions';
export type {
  SessionStatus,
  FinancialSession,
  CreateSessionInput,
  UpdateSessionInput,
  SessionListQuery,
  WorkingSessionInput,
} from './sessions';
export {
  GST_STATES,
  gstinCheckCharacter,
  isValidGstin,
  stateOfGstin,
  gstinNumberField,
  PAN_HOLDER_TYPES,
  panHolderTypeLabels,
  isValidPan,
  panHolderType,
  panField,
  isValidIfsc,
  ifscField,
  RTO_STATE_CODES,
  normaliseRegistration,
  isValidRegistration,
  registrationNumberField,
  normaliseMobile,
  mobileField,
  optionalMobileField,
  normaliseLicenceNumber,
  isValidLicenceNumber,
  licenceNumberField,
  MAX_PAISE,
  rupeesToPaise,
  formatPaise,
  rupeesField,
  balanceSides,
  openingBalanceField,
} from './india';
export type { PanHolderType, BalanceSide, OpeningBalance } from './india';
