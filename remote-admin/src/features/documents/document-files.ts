import { documentsApi } from 'shared-api/back-office';
import { DEFAULT_SCAN_MAX_BYTES, SCAN_CONTENT_TYPES, type TripDocument } from 'shared-api/schemas';

/** What the upload control offers; the server judges each file's content again. */
export const DOCUMENT_ACCEPT = SCAN_CONTENT_TYPES.join(',');
export const DOCUMENT_MAX_BYTES = DEFAULT_SCAN_MAX_BYTES;

export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file cannot be uploaded, or null when it can. */
export function fileProblem(file: File): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) {
    return `The file must be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB; ${file.name} is ${sizeText(file.size)}`;
  }
  if (file.type && !(SCAN_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PDF, JPEG, PNG or WebP file`;
  }
  return null;
}

/** A document's bytes, typed as the server stored them so a preview knows PDF from image. */
export async function documentBlob(document: TripDocument): Promise<Blob> {
  const blob = await documentsApi.download(document.id);
  return blob.type ? blob : new Blob([blob], { type: document.contentType });
}
