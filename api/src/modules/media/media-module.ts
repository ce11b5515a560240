import type { MediaItem } from '@coachforge/contracts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import { createInProcessMediaEvents, type MediaEventPublisher } from './media-events';
import { createMediaPresenter } from './media-presenter';
import { createMediaRepository } from './media-repository';
import { registerMediaRoutes } from './media-routes';
import { PROCESS_VIDEO_JOB, createMediaService } from './media-service';
import { createProcessVideo } from './processing/process-video';
import {
  SWEEP_UPLOADS_JOB,
  createUploadSweep,
  scheduleUploadSweep,
} from './processing/sweep-abandoned-uploads';
import { createRemoveFiles, REMOVE_MEDIA_FILES_JOB } from './processing/remove-files';
import { findVideoTools } from './processing/video-tools';
import { createLocalStorage, storageRoot } from './storage/local-storage';
import { registerLocalStorageRoutes } from './storage/local-storage-routes';
import { createS3Storage } from './storage/s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Media state changes, for the realtime server to forward to NotificationChannel. */
    mediaEvents: MediaEventPublisher;
  }
}

/** One secret for every API instance: from the environment, else made once and kept in the data folder. */
function signingSecret({ config }: ApiContext): string {
  if (config.media.signingSecret) return config.media.signingSecret;
  const file = join(config.dataDir, 'media-signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The media library, its storage, and video processing on the API's durable job queue. Made before the
 * modules that read its files (chat); its routes are registered once authentication is installed.
 */
export function createMediaModule(
  app: FastifyInstance,
  context: ApiContext,
  { jobs }: { jobs: JobQueue },
): { files: MediaFiles; registerRoutes(): void } {
  const secret = signingSecret(context);
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const local = context.config.media.s3
    ? null
    : createLocalStorage(storageRoot(context.config.dataDir), secret);
  const storage = local ?? createS3Storage(context.config.media.s3!);
  const repository = createMediaRepository(context.db);
  const present = createMediaPresenter(storage);
  const events = createInProcessMediaEvents();
  const service = createMediaService({
    repository,
    inTransaction: (work) => context.db.transaction((tx) => work(createMediaRepository(tx), tx)),
    storage,
    present,
    jobs,
    secret,
  });
  jobs.register(
    PROCESS_VIDEO_JOB,
    createProcessVideo({ repository, storage, tools: findVideoTools(), events, log }),
  );

  app.decorate('mediaEvents', events);
  jobs.register(SWEEP_UPLOADS_JOB, createUploadSweep(repository, storage, jobs));
  jobs.register(REMOVE_MEDIA_FILES_JOB, createRemoveFiles(storage));
  app.addHook('onReady', async () => scheduleUploadSweep(jobs));
  const files: MediaFiles = {
    async itemsOf(ids, accountId) {
      const rows = new Map((await repository.findOfAccount(ids, accountId)).map((row) => [row.id, row]));
      const found = ids.flatMap((id) => {
        const row = rows.get(id);
        return row && row.status !== 'uploading' ? [row] : [];
      });
      return Promise.all(found.map((row) => present(row, accountId)));
    },
    async imageUrlOf(mediaId) {
      const row = await repository.find(mediaId);
      if (!row || row.status !== 'published') return null;
      if (row.kind === 'image' && row.storage_key)
        return storage.signedUrl(row.storage_key, {
          contentType: row.content_type ?? 'image/jpeg',
          inline: true,
          expiresInSeconds: IMAGE_URL_SECONDS,
        });
      if (row.thumb_key)
        return storage.signedUrl(row.thumb_key, {
          contentType: 'image/jpeg',
          inline: true,
          expiresInSeconds: IMAGE_URL_SECONDS,
        });
      return row.thumb_url;
    },
  };
  return {
    files,
    registerRoutes() {
      registerMediaRoutes(app, service);
      if (local) registerLocalStorageRoutes(app, local, secret);
    },
  };
}

/** A signed image address handed out behind a stable one (a public cover) lives an hour. */
const IMAGE_URL_SECONDS = 60 * 60;

/** What other modules may ask of stored media. */
export interface MediaFiles {
  /** A short-lived address of a published item's picture (an image, or a video's thumbnail), or null. */
  imageUrlOf(mediaId: number): Promise<string | null>;
  /** The items of one account's library among `ids`, in their order, as the library shows them; others are
   * left out (another account's, or an upload that never finished). */
  itemsOf(ids: number[], accountId: number): Promise<MediaItem[]>;
}
