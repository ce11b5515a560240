import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaStorage } from './media-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function clientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

/** Any S3-compatible store: the browser uploads with a presigned PUT; files are read with presigned GETs. */
export function createS3Storage(settings: S3Settings, client: S3Client = clientFor(settings)): MediaStorage {
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async signUpload({ key, byteSize, contentType, expiresInSeconds }) {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: byteSize,
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'Content-Type': contentType } };
    },
    async signedUrl(key, { contentType, inline, expiresInSeconds }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: inline ? 'inline' : 'attachment',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async inspect(key, headBytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        if (size === 0 || headBytes === 0) return { size, head: Buffer.alloc(0) };
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${Math.min(headBytes, size) - 1}` }),
        );
        const bytes = await object.Body!.transformToByteArray();
        return { size, head: Buffer.from(bytes) };
      } catch (error) {
        if (
          (error as { name?: string }).name === 'NotFound' ||
          (error as { name?: string }).name === 'NoSuchKey'
        )
          return null;
        throw error;
      }
    },
    async move(fromKey, toKey) {
      // A copy is a snapshot: a PUT to the upload key after it changes nothing here, and is deleted next.
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: toKey,
          CopySource: `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }));
    },
    async download(key, path) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(path));
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
