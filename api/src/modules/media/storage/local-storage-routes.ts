import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_PREFIX, LOCAL_STORAGE_PATH, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../../http/http-error';
import { isSafeKey, localReadStream, type LocalStorage } from './local-storage';
import { verifyGrant, type StorageGrant } from './signing';

const ROUTE = `${API_PREFIX}/${LOCAL_STORAGE_PATH}/*`;

/** The key in the URL; a malformed escape (`%E0%A4%A`) is a bad signature, not a server error. */
function keyOf(request: FastifyRequest): string {
  try {
    return decodeURIComponent((request.params as { '*': string })['*']);
  } catch {
    throw httpError(403, messages.media.signatureInvalid);
  }
}

function grantFor(request: FastifyRequest, secret: string, op: StorageGrant['op']): StorageGrant {
  const key = keyOf(request);
  const token = (request.query as { token?: string }).token ?? '';
  const check = verifyGrant(secret, token);
  if (!check.ok) {
    throw httpError(
      403,
      check.reason === 'expired' ? messages.media.signatureExpired : messages.media.signatureInvalid,
    );
  }
  if (check.grant.op !== op || check.grant.key !== key || !isSafeKey(key)) {
    throw httpError(403, messages.media.signatureInvalid);
  }
  return check.grant;
}

/** Counts bytes as they pass and stops the stream once more arrive than were signed for. */
function byteLimit(limit: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > limit) callback(httpError(413, messages.media.sizeMismatch));
      else callback(null, chunk);
    },
  });
}

/**
 * The embedded storage's signed URLs. Uploads stream to a partial file and are put in place only when
 * complete and of the signed size, and only once: a key that holds a file, or whose upload was
 * recorded, refuses further writes. The body never sits in memory. Downloads are served with
 * the type learned from the file, inline only for images, videos and audio, and never sniffed.
 */
export function registerLocalStorageRoutes(
  app: FastifyInstance,
  storage: LocalStorage,
  secret: string,
): void {
  app.register(async (scope) => {
    // Keep the raw request stream: this route takes files of any size and type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.put(ROUTE, { config: { apiVersionExempt: true } }, async (request, reply) => {
      const grant = grantFor(request, secret, 'put');
      const declaredLength = request.headers['content-length'];
      if (declaredLength !== undefined && Number(declaredLength) !== grant.size) {
        request.raw.resume();
        throw httpError(400, messages.media.sizeMismatch);
      }
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (grant.type && contentType !== grant.type) {
        request.raw.resume();
        throw httpError(400, messages.media.typeMismatch);
      }
      const partial = storage.partialPathOf(grant.key);
      await mkdir(dirname(partial), { recursive: true });
      const counted = { bytes: 0 };
      try {
        await pipeline(request.raw, byteLimit(grant.size ?? 0, counted), createWriteStream(partial));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      if (counted.bytes !== grant.size) {
        await rm(partial, { force: true });
        throw httpError(400, messages.media.sizeMismatch);
      }
      if (!(await storage.commit(grant.key, partial))) throw httpError(409, messages.media.alreadyUploaded);
      return reply.status(204).send();
    });

    scope.get(ROUTE, { config: { apiVersionExempt: true } }, async (request, reply) => {
      const grant = grantFor(request, secret, 'get');
      return sendFile(reply, request, storage.pathOf(grant.key), grant);
    });
  });
}

async function sendFile(reply: FastifyReply, request: FastifyRequest, path: string, grant: StorageGrant) {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw httpError(404, messages.media.notFound);
  const filename = grant.key.split('/').pop()!;
  reply
    .header(
      'content-type',
      grant.inline ? (grant.type ?? 'application/octet-stream') : 'application/octet-stream',
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `${grant.inline ? 'inline' : 'attachment'}; filename="${filename}"`)
    .header('cache-control', 'private, max-age=3600')
    .header('accept-ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) {
      return reply.status(416).header('content-range', `bytes */${info.size}`).send();
    }
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${info.size}`)
      .header('content-length', end - start + 1);
    return reply.send(localReadStream(path, { start, end }));
  }
  reply.header('content-length', info.size);
  return reply.send(localReadStream(path));
}
