import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_PREFIX, LOCAL_STORAGE_PATH } from '@coachforge/contracts';
import { recordedKeyOf, type MediaStorage } from './media-storage';
import { signGrant } from './signing';

/** Keys are made by the API (`media/<id>/<random>/<name>`); nothing else may reach the file system. */
const SAFE_KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

export interface LocalStorage extends MediaStorage {
  pathOf(key: string): string;
  /** A temporary path of its own beside the final one, put in place once the upload is complete. */
  partialPathOf(key: string): string;
  /**
   * Puts a complete upload in place, once: false when the key already holds a file, or the upload was
   * already recorded (moved to its recorded key). A stored object is never overwritten.
   */
  commit(key: string, partial: string): Promise<boolean>;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Files under the data folder; uploads and downloads go through the API's storage route with
 * HMAC-signed, expiring URLs, the same shape a browser meets with S3.
 */
export function createLocalStorage(root: string, secret: string): LocalStorage {
  const base = resolve(root);
  const urlFor = (key: string, token: string) =>
    `${API_PREFIX}/${LOCAL_STORAGE_PATH}/${key.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
  const expiry = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  function pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${key}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Unsafe storage key ${key}`);
    return path;
  }

  return {
    kind: 'local',
    pathOf,
    // Concurrent uploads to one key never share a partial file.
    partialPathOf: (key) => `${pathOf(key)}.${randomBytes(6).toString('hex')}.partial`,
    async commit(key, partial) {
      try {
        if (recordedKeyOf(key) !== key && (await exists(pathOf(recordedKeyOf(key))))) return false;
        // link() fails when the target exists, where rename() would replace it.
        await link(partial, pathOf(key));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await unlink(partial).catch(() => undefined);
      }
    },
    async signUpload({ key, byteSize, contentType, expiresInSeconds }) {
      const token = signGrant(secret, {
        op: 'put',
        key,
        exp: expiry(expiresInSeconds),
        size: byteSize,
        type: contentType,
      });
      return { url: urlFor(key, token), headers: { 'Content-Type': contentType } };
    },
    async signedUrl(key, { contentType, inline, expiresInSeconds }) {
      const token = signGrant(secret, {
        op: 'get',
        key,
        exp: expiry(expiresInSeconds),
        type: contentType,
        inline,
      });
      return urlFor(key, token);
    },
    async inspect(key, headBytes) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const handle = await open(path, 'r');
      try {
        const head = Buffer.alloc(Math.min(headBytes, info.size));
        await handle.read(head, 0, head.length, 0);
        return { size: info.size, head };
      } finally {
        await handle.close();
      }
    },
    async move(fromKey, toKey) {
      const target = pathOf(toKey);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(fromKey), target).catch(async (error: NodeJS.ErrnoException) => {
        // Two records of one upload at once: the other one moved it already.
        if (error.code !== 'ENOENT' || !(await exists(target))) throw error;
      });
    },
    async download(key, path) {
      await copyFile(pathOf(key), path);
    },
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(path));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export const localReadStream = (path: string, range?: { start: number; end: number }) =>
  createReadStream(path, range);

export const storageRoot = (dataDir: string) => join(dataDir, 'media');
