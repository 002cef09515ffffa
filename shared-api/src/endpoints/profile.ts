import type {
  ChangePasswordInput,
  CompanyProfileDetails,
  NotificationSettings,
  UpdateCompanyProfileInput,
  UpdateNotificationSettingsInput,
} from '../schemas';
import type { Envelope } from '../envelope';
import { http } from '../http';

/** Fraction of the upload sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * A fetch that reports upload progress, for ky's `fetch` option (so the token and 401 handling of
 * http() still apply). ky's own onUploadProgress streams the body, which Chromium refuses over
 * HTTP/1.1 (net::ERR_H2_OR_QUIC_REQUIRED) — the upload itself would fail — so this uses
 * XMLHttpRequest, whose upload events work everywhere. Without XMLHttpRequest (Node), plain fetch.
 */
function fetchWithUploadProgress(onProgress: UploadProgress): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (typeof XMLHttpRequest === 'undefined') return fetch(request);
    // The multipart bytes, matching the boundary in the request's Content-Type.
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const noBody = xhr.status === 204 || xhr.status === 304;
        resolve(
          new Response(noBody ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }),
        );
      };
      // 'Failed to fetch' is what ky recognises as a network error (it then throws its NetworkError).
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/** The back office's company Profile/Settings screen (admin only). */
export const profileApi = {
  get: () => http().get('profile').json<Envelope<CompanyProfileDetails>>(),
  /** Any subset of the fields; socials may be partial (the others are kept). */
  update: (input: UpdateCompanyProfileInput) => http().put('profile', { json: input }).json<Envelope<CompanyProfileDetails>>(),
  /** PNG, JPEG, WebP or SVG, at most 2 MB; the server judges the type by the content. */
  uploadLogo: (file: Blob, onProgress?: UploadProgress) => {
    const body = new FormData();
    body.append('logo', file);
    return (
      http()
        // A slow connection may need longer than the usual 30 s for 2 MB.
        .post('profile/upload-logo', {
          body,
          timeout: 120_000,
          ...(onProgress && { fetch: fetchWithUploadProgress(onProgress) }),
        })
        .json<Envelope<CompanyProfileDetails>>()
    );
  },
  /** Same rules and answers as authApi.changePassword: a wrong current password is a 400 with errors.currentPassword. */
  changePassword: (input: ChangePasswordInput) => http().put('profile/change-password', { json: input }).json<Envelope<null>>(),
  notifications: () => http().get('profile/notifications').json<Envelope<NotificationSettings>>(),
  /** Any subset of events and channels; the answer is the full settings after the change. */
  updateNotifications: (input: UpdateNotificationSettingsInput) =>
    http().put('profile/notifications', { json: input }).json<Envelope<NotificationSettings>>(),
};
