import {
  IMAGE_MEDIA_TYPES,
  IMAGE_UPLOAD_FIELD,
  imageMessages,
  imageRoutes,
} from '@shiplog/contract/images-basics';
import type { UploadedImage } from '@shiplog/contract';
import { ApiError, codeForStatus, isErrorBody } from './api-error';

export interface UploadOptions {
  /** The project the image is for (deleted with it). */
  projectId?: string;
  /** Called as the bytes go out: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Whether a file may be an image the server takes (it decides by the content; SVG never). */
export const looksLikeImage = (file: Blob) =>
  !file.type || (IMAGE_MEDIA_TYPES as readonly string[]).includes(file.type);

/**
 * POST /api/images as `multipart/form-data`, with upload progress (which fetch does not report).
 * The session cookie goes along; rejects with an ApiError carrying the server's message.
 */
export function uploadImage(file: Blob, name: string, options: UploadOptions = {}): Promise<UploadedImage> {
  if (!looksLikeImage(file))
    return Promise.reject(new ApiError(422, 'UNPROCESSABLE', imageMessages.unsupported));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    if (options.projectId) form.append('project_id', options.projectId);
    form.append(IMAGE_UPLOAD_FIELD, file, name);
    xhr.open(imageRoutes.uploadImage.method, `/api${imageRoutes.uploadImage.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Reported below.
      }
      if (xhr.status === 201 && body && typeof body === 'object' && 'url' in body)
        return resolve(body as UploadedImage);
      if (isErrorBody(body)) return reject(new ApiError(xhr.status, body.error.code, body.error.message));
      reject(new ApiError(xhr.status, codeForStatus(xhr.status), imageMessages.uploadFailed));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', imageMessages.uploadFailed));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', imageMessages.uploadFailed));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
