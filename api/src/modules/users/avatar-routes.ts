import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import { imageMimeOf, readImageUpload } from '../../http/image-upload';
import { assertAccountOwner } from './account-owner';
import type { UserService } from './user-service';
import { avatarFolder } from './remove-avatar-files';

const FILE_NAME = /^[0-9]+-[a-f0-9]{16}\.(jpg|png|gif|webp)$/;

const readAvatar = (request: FastifyRequest) =>
  readImageUpload(request, {
    field: 'user[avatar]',
    maxBytes: AVATAR_MAX_BYTES,
    errorKey: 'avatar',
    missing: messages.account.avatarMissing,
    tooLarge: messages.account.avatarTooLarge(AVATAR_MAX_BYTES / 1024 / 1024),
    typeInvalid: messages.account.avatarTypeInvalid,
  });

/**
 * users/avatar (the current account's picture) and users/private_avatar (the identity's own), stored in
 * the data folder and served at /api/avatars/:file.
 */
export async function registerAvatarRoutes(
  app: FastifyInstance,
  { db, config }: ApiContext,
  users: UserService,
) {
  const folder = avatarFolder(config.dataDir);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  async function store(ownerId: number, request: FastifyRequest): Promise<string> {
    const avatar = await readAvatar(request);
    const name = `${ownerId}-${randomBytes(8).toString('hex')}.${avatar.extension}`;
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), avatar.bytes);
    return name;
  }

  registerEndpoint(app, endpoints.uploadAvatar, async (request) => {
    const { userId, accountId } = identityOf(request);
    await assertAccountOwner(db, userId, accountId);
    const name = await store(accountId, request);
    await db.query(`UPDATE accounts SET avatar_file = $2 WHERE id = $1`, [accountId, name]);
    return users.me(userId, accountId, request.host);
  });

  registerEndpoint(app, endpoints.uploadPrivateAvatar, async (request) => {
    const { userId, accountId } = identityOf(request);
    const name = await store(userId, request);
    await db.query(`UPDATE users SET avatar_file = $2 WHERE id = $1`, [userId, name]);
    return users.me(userId, accountId, request.host);
  });

  app.get<{ Params: { file: string } }>('/api/avatars/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) throw httpError(404, messages.http.notFound);
    const bytes = await readFile(join(folder, file)).catch(() => null);
    if (!bytes) throw httpError(404, messages.http.notFound);
    const extension = file.split('.').pop()!;
    const mime = imageMimeOf(extension)!;
    reply.type(mime).header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return bytes;
  });
}
