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

/**
 * A signed upload URL stays valid for an hour, so what it writes must never be what is served: the
 * browser uploads to an upload key (`media/<id>/<random>.upload/<name>`), and recording the upload moves
 * the file to its recorded key (`media/<id>/<random>/<name>`), which no URL may write. The content is
 * checked on the recorded file, so the bytes checked are the bytes served and handed to ffmpeg.
 */
export const uploadKeyFor = (mediaId: number, random: string, name: string) =>
  `media/${mediaId}/${random}.upload/${name}`;

export function recordedKeyOf(uploadKey: string): string {
  return uploadKey.replace(/^(media\/\d+\/[0-9a-f]+)\.upload\//, '$1/');
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
  /** Moves an object to another key (the upload to its recorded key); the source is gone afterwards. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Copies an object into a local file, for tools that must read a file and nothing else (ffmpeg). */
  download(key: string, path: string): Promise<void>;
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}
