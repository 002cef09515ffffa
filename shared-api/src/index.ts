export { configureApi, getApiSettings, type ApiSettings } from './config';
export { http, onUnauthorized, preloadHttp } from './http';
export { setNavigator, isOnLoginPage } from './navigation';
export { tokenStorage } from './token-storage';
export { errorMessage, fieldErrors, httpStatus, type Envelope, type ListEnvelope, type NumberedListEnvelope } from './envelope';
export { queryClient, createQueryClient, QUERY_DEFAULTS } from './query-client';
export { useAuthStore, selectIsAdmin, selectIsStaff, useCan, type AuthState } from './auth-store';
export { authApi, type AuthSession } from './endpoints/auth';
export type { PasswordInfo, ResetTokenInfo } from './schemas';
export { companyApi } from './endpoints/company';
export { useCompanyProfile } from './use-company-profile';
export type { UploadProgress } from './endpoints/profile';
export type {
  CompanyProfileDetails,
  NotificationSettings,
  UpdateCompanyProfileInput,
  UpdateNotificationSettingsInput,
} from './schemas';
export { newsletterApi } from './endpoints/newsletter';
export { quotesApi } from './endpoints/quotes';
export { shipmentsApi } from './endpoints/shipments';
export { messagesApi } from './endpoints/messages';
// The back office's endpoints are in 'shared-api/back-office' (./back-office.ts); their types stay here.
export type { DownloadedFile, DownloadProgress } from './endpoints/masters';
export type { ExpenseChoices, ExpenseListEnvelope } from './endpoints/expenses';
export type { PendingListEnvelope } from './endpoints/money';
export type { TripListEnvelope } from './endpoints/trips';
export type {
  AdminSearchKind,
  AdminSearchItem,
  AdminSearchGroup,
  AdminSearchResult,
  AdminNotificationKind,
  AdminNotification,
  AdminNotifications,
} from './schemas';
export type {
  ContactMessage,
  CreateMessageInput,
  MessageListQuery,
  MessageStatus,
  MessageTopic,
  NewsletterSubscription,
} from './schemas';
export type { User, UserStats, CompanyProfile } from './schemas';
export type { Quote, QuoteStats, QuoteStatus, CreateQuoteInput, UpdateQuoteStatusInput, QuoteListQuery } from './schemas';
export { loginValidator, validateForm } from './validation';
export { PASSWORD_HINT } from './password-policy';
export * from './public-search';
// Who may do what (no zod inside, so the shell's header and guards can read it without the schemas).
export { can, isStaffRole, refusalFor, ROLE_LABELS, ROLE_DESCRIPTIONS, STAFF_ROLES, ROLES, PERMISSIONS } from './schemas/access';
export type { Permission, Role, StaffRole } from './schemas/access';
