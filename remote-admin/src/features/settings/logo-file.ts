/** The server's limit (server/src/modules/profile/logo-upload.ts), checked here first so nothing is sent in vain. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

const LOGO_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
const LOGO_EXTENSIONS = /\.(png|jpe?g|webp|svg)$/i;

/** For the file picker: the types first, the extensions for systems that report no type. */
export const LOGO_ACCEPT = [...Object.keys(LOGO_TYPES), '.png', '.jpg', '.jpeg', '.webp', '.svg'].join(',');

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * Why a chosen file cannot be the logo, or undefined if it may be sent. The browser's type comes
 * from the file name, so this only spares a pointless upload: the server still judges the content.
 */
export function logoFileProblem(file: File): string | undefined {
  const knownType = file.type ? file.type in LOGO_TYPES : LOGO_EXTENSIONS.test(file.name);
  if (!knownType) return `The logo must be a PNG, JPEG, WebP or SVG image; “${file.name}” is not one of these.`;
  if (file.size === 0) return `“${file.name}” is empty. Choose the image file itself.`;
  if (file.size > MAX_LOGO_BYTES) {
    return `The logo must be at most 2 MB; “${file.name}” is ${formatFileSize(file.size)}. Save it smaller and try again.`;
  }
  return undefined;
}
