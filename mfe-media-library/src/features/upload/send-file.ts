import { messages } from '@coachforge/contracts';
import { readUploadError } from './read-upload-error';

export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly timeout = false,
  ) {
    super(message);
  }
}

/**
 * Sends a file straight to its signed URL with XMLHttpRequest, the one browser API that reports
 * upload progress. There is no time limit on the upload itself (spec 03 section 5); a gateway
 * timeout from the store shows as 'Timeout error'.
 */
export function sendFile(
  file: Blob,
  target: { url: string; method: 'PUT'; headers: Record<string, string> },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else if (xhr.status === 408 || xhr.status === 504) {
        reject(new UploadFailure(messages.media.timeout, true));
      } else {
        reject(new UploadFailure(readUploadError(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new UploadFailure(messages.http.requestFailed));
    xhr.ontimeout = () => reject(new UploadFailure(messages.media.timeout, true));
    xhr.onabort = () => reject(new UploadFailure(messages.http.requestFailed));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
