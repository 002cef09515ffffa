import { http } from 'shared-api';

/** Fraction of the upload sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * A fetch that reports upload progress, for ky's `fetch` option (so the token and 401 handling of
 * http() still apply). ky's own onUploadProgress streams the body, which Chromium refuses over
 * HTTP/1.1 (net::ERR_H2_OR_QUIC_REQUIRED) — the upload itself would fail — so this uses
 * XMLHttpRequest, whose upload events work everywhere. Without XMLHttpRequest (Node), plain fetch.
 */
export function fetchWithUploadProgress(onProgress: UploadProgress): typeof fetch {
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

/**
 * Sends one file as multipart field `field`, with progress when asked; a slow connection may need
 * longer than the usual 30 s for 10 MB.
 */
export async function uploadFile<T>(
  path: string,
  field: string,
  file: Blob,
  { method = 'put', onProgress }: { method?: 'put' | 'post'; onProgress?: UploadProgress | undefined } = {},
): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  const options = { body, timeout: 120_000, ...(onProgress && { fetch: fetchWithUploadProgress(onProgress) }) };
  const client = await http();
  return (method === 'post' ? client.post(path, options) : client.put(path, options)).json<T>();
}
