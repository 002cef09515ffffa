import type {
  ChangePasswordInput,
  CompanyProfileDetails,
  NotificationSettings,
  UpdateCompanyProfileInput,
  UpdateNotificationSettingsInput,
} from '../schemas';
import type { Envelope } from '../envelope';
import { http } from 'shared-api';
import { uploadFile, type UploadProgress } from './upload';

export type { UploadProgress } from './upload';

/** The back office's company Profile/Settings screen (admin only). */
export const profileApi = {
  get: async () => (await http()).get('profile').json<Envelope<CompanyProfileDetails>>(),
  /** Any subset of the fields; socials may be partial (the others are kept). */
  update: async (input: UpdateCompanyProfileInput) =>
    (await http()).put('profile', { json: input }).json<Envelope<CompanyProfileDetails>>(),
  /** PNG, JPEG, WebP or SVG, at most 2 MB; the server judges the type by the content. */
  uploadLogo: (file: Blob, onProgress?: UploadProgress) =>
    uploadFile<Envelope<CompanyProfileDetails>>('profile/upload-logo', 'logo', file, { method: 'post', onProgress }),
  /** Same rules and answers as authApi.changePassword: a wrong current password is a 400 with errors.currentPassword. */
  changePassword: async (input: ChangePasswordInput) =>
    (await http()).put('profile/change-password', { json: input }).json<Envelope<null>>(),
  notifications: async () => (await http()).get('profile/notifications').json<Envelope<NotificationSettings>>(),
  /** Any subset of events and channels; the answer is the full settings after the change. */
  updateNotifications: async (input: UpdateNotificationSettingsInput) =>
    (await http()).put('profile/notifications', { json: input }).json<Envelope<NotificationSettings>>(),
};
