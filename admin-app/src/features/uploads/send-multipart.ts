import { ApiError } from '@da-boulder/shared-ui';

export type UploadProgressHandler = (percent: number) => void;

/**
 * Sends a multipart form with XMLHttpRequest, which, unlike fetch, reports upload progress.
 * Same contract as apiFetch: credentials sent, non-ok answers become an ApiError (SPEC §8).
 */
export function sendMultipart<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress?: UploadProgressHandler,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      const body = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(
          new ApiError(request.status, `${request.status}: ${body || request.statusText}`, body),
        );
        return;
      }
      try {
        resolve((body ? JSON.parse(body) : undefined) as T);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error('Network error'));
    request.send(form);
  });
}
