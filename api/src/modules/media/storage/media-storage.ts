import type { Readable } from 'node:stream';

export interface SignedUpload {
  url: string;
  headers: Record<string, string>;
}

export interface StoredObject {
  size: number;
  /** The first bytes, to learn what the file really is. */
  head: Buffer;
}

/** Where uploaded files live: the local data folder or an S3-compatible bucket. */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  signUpload(input: {
    key: string;
    byteSize: number;
    contentType: string;
    expiresInSeconds: number;
  }): Promise<SignedUpload>;
  /** A URL the browser can fetch the file from, until it expires. */
  signedUrl(
    key: string,
    options: { contentType: string; inline: boolean; expiresInSeconds: number },
  ): Promise<string>;
  /** Size and first bytes of a stored object; null when nothing was uploaded under the key. */
  inspect(key: string, headBytes: number): Promise<StoredObject | null>;
  /** Something ffmpeg can read: a local path or a signed URL. */
  readableLocation(key: string): Promise<string>;
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}
