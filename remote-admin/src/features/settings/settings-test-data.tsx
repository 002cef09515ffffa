import { HTTPError } from 'ky';
import { authApi, type CompanyProfileDetails, type NotificationSettings, type PasswordInfo } from 'shared-api';
import { profileApi } from 'shared-api/back-office';
import { defaultNotificationSettings } from 'shared-api/schemas';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import SettingsPage from './settings-page';

// Test data and set-up shared by the settings tests (imported by *.test.tsx only).

export const PROFILE: CompanyProfileDetails = {
  name: 'Globe Route Logistics',
  email: 'info@globeroute.example',
  phone: '+91 22 4000 1234',
  address: '12 Dock Road, Mumbai 400001',
  gstin: '',
  logoUrl: null,
  socials: { facebook: 'https://www.facebook.com/globeroute', twitter: '', linkedin: '', instagram: '' },
  updatedAt: '2026-01-10T10:00:00.000Z',
};

export const PASSWORD_INFO: PasswordInfo = {
  lastChangedAt: '2026-01-05T09:30:00.000Z',
  ageDays: 12,
  otherActiveSessions: 2,
  policy: { minLength: 8, maxLength: 128, requires: ['a letter', 'a digit'] },
};

/** A rejected ky call carrying the server's JSON error body. */
export function rejection(status: number, body: object) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://test/api/profile'), {} as never);
  Object.assign(error, { data: body });
  return error;
}

interface Loaded {
  /** An Error: the first GET /profile fails with it, the next ones answer PROFILE. */
  profile?: CompanyProfileDetails | Error;
  notifications?: NotificationSettings;
  password?: PasswordInfo;
}

/** The settings screen with every read call answered; returns the spies the tests assert on. */
export function renderSettings({
  profile = PROFILE,
  notifications = defaultNotificationSettings,
  password = PASSWORD_INFO,
}: Loaded = {}) {
  const spies = {
    get:
      profile instanceof Error
        ? jest.spyOn(profileApi, 'get').mockRejectedValueOnce(profile).mockResolvedValue({ success: true, data: PROFILE })
        : jest.spyOn(profileApi, 'get').mockResolvedValue({ success: true, data: profile }),
    notifications: jest.spyOn(profileApi, 'notifications').mockResolvedValue({ success: true, data: notifications }),
    currentPassword: jest.spyOn(authApi, 'currentPassword').mockResolvedValue({ success: true, data: password }),
    success: jest.spyOn(notify, 'success').mockImplementation(() => undefined),
    info: jest.spyOn(notify, 'info').mockImplementation(() => undefined),
    error: jest.spyOn(notify, 'error').mockImplementation(() => undefined),
  };
  const screenApi = renderScreen(<SettingsPage />, { route: '/admin/settings' });
  return { ...screenApi, spies };
}
