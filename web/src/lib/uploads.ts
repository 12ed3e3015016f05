/**
 * Image uploads of SPEC §7: ask the API for upload parameters, then PUT the file straight to the
 * object store. The stored value is the returned objectPath. The server checks each object again
 * (size and real image bytes) when it is attached, so these checks only spare pointless uploads.
 */
import { apiRequest } from '@/lib/api-client';

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']);

/** For the file input's accept attribute. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,.jpeg,.jpg,.png,.webp,.gif';

export interface UploadLimits {
  maxFiles: number;
  maxBytes: number;
  /** What the files are called in messages: 'photo' or 'logo'. */
  noun: string;
}

export interface UploadParameters {
  objectPath: string;
  uploadURL: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The image type to declare for a file, or null when it is not an allowed image. */
export function imageContentType(file: Pick<File, 'name' | 'type'>): string | null {
  const byExtension = TYPE_BY_EXTENSION[extension(file.name)];
  if (file.type) return ALLOWED_TYPES.has(file.type) && byExtension ? file.type : null;
  return byExtension ?? null;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Null when every file may be uploaded, else the message to show. */
export function validateImageFiles(files: ReadonlyArray<Pick<File, 'name' | 'type' | 'size'>>, limits: UploadLimits, alreadyAttached = 0): string | null {
  if (files.length + alreadyAttached > limits.maxFiles) {
    return limits.maxFiles === 1 ? `Only one ${limits.noun} can be uploaded.` : `At most ${limits.maxFiles} ${limits.noun}s can be attached.`;
  }
  const wrongType = files.find((f) => imageContentType(f) === null);
  if (wrongType) return notAnImageMessage(wrongType.name);
  const tooLarge = files.find((f) => f.size > limits.maxBytes || f.size === 0);
  if (tooLarge) return tooLarge.size === 0 ? `${tooLarge.name} is empty.` : `${tooLarge.name} is larger than ${formatMegabytes(limits.maxBytes)}.`;
  return null;
}

/** Sends the file body to the presigned URL; reports progress as a fraction from 0 to 1. */
export function putToObjectStore(url: string, file: Blob, contentType: string, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = false;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload failed: ${xhr.status} ${xhr.statusText}`)));
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(file);
  });
}

export const notAnImageMessage = (name: string) => `${name} is not a JPEG, PNG, WebP or GIF image.`;

/** The stored bytes are not an image (an HTML page named .png, say): the server refused and deleted them. */
export class NotAnImageError extends Error {
  constructor(readonly filename: string) {
    super(notAnImageMessage(filename));
  }
}

/**
 * Uploads one image and answers the objectPath to store. The server looks at the bytes when the
 * object is first requested and answers 404 for anything that is not an image, so asking once
 * here tells the visitor at once instead of at save time.
 */
export async function uploadImage(file: File, options: { sendFilename?: boolean; onProgress?: (fraction: number) => void } = {}): Promise<string> {
  const contentType = imageContentType(file);
  if (!contentType) throw new NotAnImageError(file.name);
  const params = await apiRequest<UploadParameters>('POST', '/api/objects/upload', options.sendFilename ? { contentType, filename: file.name } : { contentType });
  await putToObjectStore(params.uploadURL, file, contentType, options.onProgress);
  const check = await fetch(params.objectPath, { method: 'HEAD', cache: 'no-store' });
  if (check.status === 404) throw new NotAnImageError(file.name);
  options.onProgress?.(1);
  return params.objectPath;
}
