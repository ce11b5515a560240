import { randomBytes } from 'node:crypto';
import {
  MEDIA_DEFAULT_SORT,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILE_MB,
  MEDIA_PAGE_SIZE,
  PRODUCT_LIBRARY,
  mediaKinds,
  mediaOwners,
  mediaSortValues,
  messages,
  parseVideoLink,
  videoLinkThumb,
  type CreateMediaRequest,
  type DirectUploadRequest,
  type DirectUploadResponse,
  type MediaItem,
  type MediaKind,
  type MediaOwner,
  type MediaPage,
  type MediaScope,
  type MediaSort,
} from '@coachforge/contracts';
import type { AuthenticatedIdentity } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { Queryable } from '../../db/database';
import type { JobQueue } from '../job-queue';
import { SNIFF_BYTES, checkContent, isDeclaredTypeAllowed } from './content-check';
import type { MediaPresenter } from './media-presenter';
import type { MediaRepository, MediaRow } from './media-repository';
import { recordedKeyOf, uploadKeyFor, type MediaStorage } from './storage/media-storage';
import { signId, verifySignedId } from './storage/signing';

export const PROCESS_VIDEO_JOB = 'media.process_video';
/** How long a signed upload URL may wait before the upload starts. */
const UPLOAD_URL_SECONDS = 60 * 60;
const MAX_PER_PAGE = 100;

export interface MediaServiceDeps {
  repository: MediaRepository;
  /** Runs work on a repository bound to one transaction (recording a video and queuing its processing). */
  inTransaction: <T>(work: (repository: MediaRepository, tx: Queryable) => Promise<T>) => Promise<T>;
  storage: MediaStorage;
  present: MediaPresenter;
  jobs: JobQueue;
  secret: string;
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

/** A file name that is safe as the last part of a storage key, keeping its extension. */
function keyName(filename: string): string {
  const cleaned = filename
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80);
  return cleaned || 'file';
}

function queryString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function createMediaService({
  repository,
  inTransaction,
  storage,
  present,
  jobs,
  secret,
}: MediaServiceDeps) {
  async function viewerOf(identity: AuthenticatedIdentity) {
    const viewer = await repository.viewer(identity.userId, identity.accountId);
    const hyroxAccess = await repository.hyroxAccessOf(identity.accountId);
    return { ...viewer, hyroxAccess };
  }

  async function assertMayAddTo(identity: AuthenticatedIdentity, scope: MediaScope) {
    if (scope === 'user') return;
    const viewer = await viewerOf(identity);
    if (scope !== 'hyrox' || !viewer.isOwner || !viewer.hyroxAccess)
      throw httpError(403, messages.media.hyroxForbidden);
  }

  /** Who may see an item: its account for the personal library; HYROX accounts; coaches for the product library. */
  async function assertMaySee(identity: AuthenticatedIdentity, row: MediaRow | null): Promise<MediaRow> {
    if (!row || row.status === 'uploading') throw httpError(404, messages.media.notFound);
    if (row.scope === 'user' && row.account_id === identity.accountId) return row;
    if (row.scope === 'hyrox' && (await repository.hyroxAccessOf(identity.accountId))) return row;
    if (
      row.scope === 'product' &&
      (await repository.viewer(identity.userId, identity.accountId)).role === 'coach'
    )
      return row;
    throw httpError(404, messages.media.notFound);
  }

  async function discard(row: MediaRow) {
    // An upload not yet recorded may have its file under either key.
    if (row.storage_key && row.status === 'uploading') await storage.delete(recordedKeyOf(row.storage_key));
    if (row.storage_key) await storage.delete(row.storage_key);
    if (row.thumb_key) await storage.delete(row.thumb_key);
    for (const rendition of row.renditions) await storage.delete(rendition.key);
    await repository.remove(row.id);
  }

  return {
    async directUpload(
      identity: AuthenticatedIdentity,
      body: DirectUploadRequest,
    ): Promise<DirectUploadResponse> {
      const { filename, byte_size: byteSize } = body.blob;
      const contentType = body.blob.content_type.toLowerCase();
      if (byteSize > MEDIA_MAX_FILE_BYTES) {
        throw httpError(413, messages.media.fileTooBig(toMb(byteSize), MEDIA_MAX_FILE_MB));
      }
      if (!isDeclaredTypeAllowed(contentType)) throw httpError(422, messages.media.typeForbidden);
      await assertMayAddTo(identity, body.scope);
      const row = await repository.insert({
        account_id: identity.accountId,
        created_by: identity.userId,
        scope: body.scope,
        kind: 'other',
        status: 'uploading',
        title: filename.trim(),
        declared_content_type: contentType,
        byte_size: byteSize,
      });
      const key = uploadKeyFor(row.id, randomBytes(12).toString('hex'), keyName(filename));
      await repository.setStorageKey(row.id, key);
      const signed = await storage.signUpload({
        key,
        byteSize,
        contentType,
        expiresInSeconds: UPLOAD_URL_SECONDS,
      });
      return {
        id: row.id,
        key,
        signed_id: signId(secret, row.id),
        direct_upload: { url: signed.url, method: 'PUT', headers: signed.headers },
      };
    },

    async create(identity: AuthenticatedIdentity, { media }: CreateMediaRequest): Promise<MediaItem> {
      await assertMayAddTo(identity, media.scope);
      if (media.video_url !== undefined || !media.signed_id) {
        const url = media.video_url ?? '';
        if (!url)
          throw httpError(422, messages.media.videoLinkRequired, {
            video_url: [messages.media.videoLinkRequired],
          });
        const link = parseVideoLink(url);
        if (!link)
          throw httpError(422, messages.media.videoLinkInvalid, {
            video_url: [messages.media.videoLinkInvalid],
          });
        const row = await repository.insert({
          account_id: identity.accountId,
          created_by: identity.userId,
          scope: media.scope,
          kind: 'youtube',
          status: 'published',
          title: media.title || `${link.site === 'youtube' ? 'YouTube' : 'Vimeo'} video ${link.videoId}`,
          video_site: link.site,
          video_id: link.videoId,
          video_url: url.trim(),
          thumb_url: videoLinkThumb(link.site, link.videoId),
        });
        return present(row, identity.accountId);
      }

      const id = verifySignedId(secret, media.signed_id);
      if (id === null) throw httpError(422, messages.media.signatureInvalid);
      const row = await repository.find(id);
      if (!row || row.account_id !== identity.accountId || row.created_by !== identity.userId) {
        throw httpError(404, messages.media.notFound);
      }
      if (row.status !== 'uploading') return present(row, identity.accountId);
      // From here on the signed upload URL cannot reach the file: it is checked, served and processed
      // at its recorded key. A retried record finds it already moved.
      const uploadKey = row.storage_key!;
      const recordedKey = recordedKeyOf(uploadKey);
      if (recordedKey !== uploadKey && (await storage.inspect(uploadKey, 0)))
        await storage.move(uploadKey, recordedKey);
      const stored = await storage.inspect(recordedKey, SNIFF_BYTES);
      if (!stored) throw httpError(409, messages.media.uploadMissing);
      if (stored.size !== row.byte_size) {
        await discard(row);
        throw httpError(422, messages.media.sizeMismatch);
      }
      const check = await checkContent(row.declared_content_type ?? '', stored.head);
      if (!check.ok) {
        await discard(row);
        throw httpError(
          422,
          check.reason === 'forbidden' ? messages.media.typeForbidden : messages.media.typeMismatch,
        );
      }
      // A video is recorded as 'processing' and its processing job queued in one transaction, so it can
      // never stay 'processing' with no job to finish it.
      const completed = await inTransaction(async (txRepository, tx) => {
        const recorded = await txRepository.completeUpload(id, {
          kind: check.kind,
          status: check.kind === 'video' ? 'processing' : 'published',
          contentType: check.contentType,
          byteSize: stored.size,
          storageKey: recordedKey,
          title: media.title || row.title,
        });
        if (recorded?.kind === 'video') {
          await jobs.enqueue(
            PROCESS_VIDEO_JOB,
            { media_id: recorded.id },
            { uniqueKey: `process-video:${recorded.id}`, tx },
          );
        }
        return recorded;
      });
      if (!completed) return present((await repository.find(id))!, identity.accountId);
      if (completed.kind === 'video') jobs.wake();
      return present(completed, identity.accountId);
    },

    async fetch(identity: AuthenticatedIdentity, query: Record<string, unknown>): Promise<MediaPage> {
      const owner = (queryString(query.owner) ?? 'current') as MediaOwner;
      if (!mediaOwners.includes(owner))
        throw httpError(422, messages.api.invalidRequest, { owner: ['is not valid'] });
      const page = Math.max(1, Number.parseInt(queryString(query.page) ?? '1', 10) || 1);
      const perPage = Math.min(
        MAX_PER_PAGE,
        Math.max(
          1,
          Number.parseInt(queryString(query.per_page) ?? String(MEDIA_PAGE_SIZE), 10) || MEDIA_PAGE_SIZE,
        ),
      );
      const kinds = (queryString(query['q[kind_in]']) ?? '')
        .split(',')
        .map((kind) => kind.trim())
        .filter((kind): kind is MediaKind => (mediaKinds as readonly string[]).includes(kind));
      const words = (queryString(query['q[title_cont_any]']) ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
      const sortValue = queryString(query['q[s]']) ?? MEDIA_DEFAULT_SORT;
      const sort = (
        (mediaSortValues as readonly string[]).includes(sortValue) ? sortValue : MEDIA_DEFAULT_SORT
      ) as MediaSort;

      const viewer = await viewerOf(identity);
      const empty = {
        items: [],
        pagination: { current_page: page, total_pages: 0, total: 0 },
        hyrox_access: viewer.hyroxAccess,
      };
      if (owner === 'hyrox' && !viewer.hyroxAccess) return empty;
      if (owner === PRODUCT_LIBRARY.owner && viewer.role !== 'coach') return empty;
      const scope: MediaScope = owner === 'current' ? 'user' : owner === 'hyrox' ? 'hyrox' : 'product';
      const { rows, total } = await repository.list({
        scope,
        ...(scope === 'user' ? { accountId: identity.accountId } : {}),
        kinds,
        words,
        sort,
        page,
        perPage,
      });
      return {
        items: await Promise.all(rows.map((row) => present(row, identity.accountId))),
        pagination: { current_page: page, total_pages: Math.ceil(total / perPage), total },
        hyrox_access: viewer.hyroxAccess,
      };
    },

    async get(identity: AuthenticatedIdentity, id: number): Promise<MediaItem> {
      const row = await assertMaySee(identity, await repository.find(id));
      return present(row, identity.accountId);
    },

    async remove(identity: AuthenticatedIdentity, id: number): Promise<void> {
      const row = await repository.find(id);
      // An upload that failed is deleted by its id; it was never listed but belongs to its account.
      if (!row || row.account_id !== identity.accountId || row.scope === 'product') {
        throw httpError(404, messages.media.notFound);
      }
      // In a business, members share the library but remove only what they added; the owner tidies up.
      if (row.created_by !== identity.userId && !(await viewerOf(identity)).isOwner) {
        throw httpError(403, messages.http.ownerOnly);
      }
      await discard(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
