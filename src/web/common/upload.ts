/**
 * Multipart uploads through XMLHttpRequest, because fetch cannot report upload progress and a resume on a slow
 * connection needs a real percentage.
 */
import { ApiError, authHeaders, fallbackMessage, languageHeaders } from './api.ts';

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  /** Message for a failure without a server answer (docs/product.md#messages). */
  networkMessage?: string;
}

export const upload = <T>(path: string, form: FormData, { onProgress, networkMessage }: UploadOptions = {}) =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    for (const [name, value] of Object.entries({ ...languageHeaders(), ...authHeaders() })) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, networkMessage ?? 'Could not reach ElimuHub. Check your connection and try again.'));
    xhr.onload = () => {
      let body: { message?: string; errors?: Record<string, string> } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body?.message || fallbackMessage, body?.errors ?? {}));
    };
    xhr.send(form);
  });

/** Uploads one logo or gallery image; the server answers with its /uploads/… path. */
export const uploadImage = (file: File, options: UploadOptions = {}) => {
  const form = new FormData();
  form.append('file', file);
  return upload<{ path: string }>('uploads/images', form, options).then((r) => r.path);
};
