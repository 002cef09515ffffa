import type { DownloadedFile } from 'shared-api';

/** Hands a downloaded file to the browser as a download under the server's name for it. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers download nothing.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
