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
  EXPIRING_PAPERS_DEFAULT_LIMIT,
  expiringPapersQuerySchema,
  expiryPhrase,
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
  ExpiringPaper,
  ExpiringPapers,
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
  optionalGstinNumberField,
  PAN_HOLDER_TYPES,
  panHolderTypeLabels,
  isValidPan,
  panHolderType,
  panField,
  optionalPanField,
  isValidIfsc,
  ifscField,
  optionalIfscField,
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
export {
  SELECT_LIMIT,
  activeFilter,
  selectQuerySchema,
  notesField,
  optionalDate,
  EXPIRING_WITHIN_DAYS,
  EXPIRY_REMINDER_DAYS,
  paperStatuses,
  paperStatusLabels,
  daysBetween,
  paperStatusOf,
  worstPaperStatus,
  SCAN_CONTENT_TYPES,
  DEFAULT_SCAN_MAX_BYTES,
  paperFilter,
  IMPORT_MAX_ROWS,
} from './masters';
export type {
  OpeningBalanceValue,
  SelectOption,
  SelectQuery,
  PaperStatus,
  StoredFileInfo,
  Paper,
  SheetFormat,
  ImportRow,
  ImportResult,
} from './masters';
export {
  gstStateName,
  resolvePartyTaxIds,
  createBillingPartySchema,
  updateBillingPartySchema,
  billingPartySortValues,
  billingPartyListQuerySchema,
} from './billing-parties';
export type {
  BillingParty,
  PartyTaxIds,
  CreateBillingPartyInput,
  UpdateBillingPartyInput,
  BillingPartyListQuery,
  BillingPartyOption,
} from './billing-parties';
export {
  optionalAccountNumberField,
  bankDetailErrors,
  createVehicleSchema,
  updateVehicleSchema,
  vehicleSortValues,
  vehicleListQuerySchema,
} from './vehicles';
export type { Vehicle, CreateVehicleInput, UpdateVehicleInput, VehicleListQuery, VehicleOption } from './vehicles';
export {
  bankAccountTypes,
  bankAccountTypeLabels,
  bankAccountErrors,
  createBankSchema,
  updateBankSchema,
  bankSortValues,
  bankListQuerySchema,
} from './banks';
export type { BankAccountType, Bank, CreateBankInput, UpdateBankInput, BankListQuery, BankOption } from './banks';
export {
  truckTypes,
  truckTypeLabels,
  truckStatuses,
  truckEditableStatuses,
  truckStatusLabels,
  truckPaperKinds,
  truckPaperLabels,
  paperInputSchema,
  createTruckSchema,
  updateTruckSchema,
  truckSortValues,
  truckListQuerySchema,
} from './trucks';
export type {
  TruckType,
  TruckStatus,
  TruckPaperKind,
  TruckPaper,
  Truck,
  PaperInput,
  CreateTruckInput,
  UpdateTruckInput,
  TruckListQuery,
  TruckStats,
  TruckOption,
} from './trucks';
export {
  driverStatuses,
  driverEditableStatuses,
  driverStatusLabels,
  createDriverSchema,
  updateDriverSchema,
  driverSortValues,
  driverListQuerySchema,
} from './drivers';
export type {
  DriverStatus,
  Driver,
  CreateDriverInput,
  UpdateDriverInput,
  DriverListQuery,
  DriverStats,
  DriverOption,
} from './drivers';
