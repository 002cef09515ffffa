import type {
  ChangePasswordInput,
  CompanyProfileDetails,
  NotificationSettings,
  UpdateCompanyProfileInput,
  UpdateNotificationSettingsInput,
} from '../schemas';
import type { Envelope } from '../envelope';
import { http } from '../http';
import { uploadFile, type UploadProgress } from './upload';

export type { UploadProgress } from './upload';

/** The back office's company Profile/Settings screen (admin only). */
export const profileApi = {
  get: () => http().get('profile').json<Envelope<CompanyProfileDetails>>(),
  /** Any subset of the fields; socials may be partial (the others are kept). */
  update: (input: UpdateCompanyProfileInput) => http().put('profile', { json: input }).json<Envelope<CompanyProfileDetails>>(),
  /** PNG, JPEG, WebP or SVG, at most 2 MB; the server judges the type by the content. */
  uploadLogo: (file: Blob, onProgress?: UploadProgress) =>
    uploadFile<Envelope<CompanyProfileDetails>>('profile/upload-logo', 'logo', file, { method: 'post', onProgress }),
  /** Same rules and answers as authApi.changePassword: a wrong current password is a 400 with errors.currentPassword. */
  changePassword: (input: ChangePasswordInput) => http().put('profile/change-password', { json: input }).json<Envelope<null>>(),
  notifications: () => http().get('profile/notifications').json<Envelope<NotificationSettings>>(),
  /** Any subset of events and channels; the answer is the full settings after the change. */
  updateNotifications: (input: UpdateNotificationSettingsInput) =>
    http().put('profile/notifications', { json: input }).json<Envelope<NotificationSettings>>(),
};
