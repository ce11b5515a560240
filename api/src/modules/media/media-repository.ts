import type { MediaKind, MediaScope, MediaSort, VideoSite } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface MediaRow {
  id: number;
  account_id: number | null;
  created_by: number | null;
  scope: MediaScope;
  kind: MediaKind;
  status: 'uploading' | 'processing' | 'published';
  title: string;
  storage_key: string | null;
  declared_content_type: string | null;
  content_type: string | null;
  byte_size: number | null;
  duration: number | null;
  /** Lines of a hosted video's picture, once processed. */
  height: number | null;
  thumb_key: string | null;
  thumb_url: string | null;
  video_site: VideoSite | null;
  video_id: string | null;
  video_url: string | null;
  caption: string | null;
  /** Smaller copies of a hosted video for streaming, lowest first (the original is storage_key). */
  renditions: StoredRendition[];
  created_at: Date;
}

export interface StoredRendition {
  height: number;
  key: string;
}

const columns = `id::int AS id, account_id::int AS account_id, created_by::int AS created_by, scope, kind,
  status, title, storage_key, declared_content_type, content_type, byte_size::float8 AS byte_size,
  duration::float8 AS duration, height, thumb_key, thumb_url, video_site, video_id, video_url, caption, renditions, created_at`;

export interface ListFilter {
  scope: MediaScope;
  /** For the personal library: whose. */
  accountId?: number;
  kinds: MediaKind[];
  words: string[];
  sort: MediaSort;
  page: number;
  perPage: number;
}

const orderBy: Record<MediaSort, string> = {
  'created_at desc': 'created_at DESC, id DESC',
  'created_at asc': 'created_at ASC, id ASC',
  'title asc': 'lower(title) ASC, id ASC',
  'title desc': 'lower(title) DESC, id DESC',
};

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createMediaRepository(db: Queryable) {
  return {
    async insert(row: Partial<MediaRow> & Pick<MediaRow, 'scope' | 'kind' | 'status' | 'title'>) {
      const rows = await db.query<MediaRow>(
        `INSERT INTO media (account_id, created_by, scope, kind, status, title, storage_key, declared_content_type,
           content_type, byte_size, thumb_url, video_site, video_id, video_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${columns}`,
        [
          row.account_id ?? null,
          row.created_by ?? null,
          row.scope,
          row.kind,
          row.status,
          row.title,
          row.storage_key ?? null,
          row.declared_content_type ?? null,
          row.content_type ?? null,
          row.byte_size ?? null,
          row.thumb_url ?? null,
          row.video_site ?? null,
          row.video_id ?? null,
          row.video_url ?? null,
        ],
      );
      return rows[0]!;
    },
    async setStorageKey(id: number, key: string) {
      await db.query('UPDATE media SET storage_key = $2 WHERE id = $1', [id, key]);
    },
    async find(id: number): Promise<MediaRow | null> {
      const rows = await db.query<MediaRow>(`SELECT ${columns} FROM media WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },
    /** The items of one account among `ids`, in no particular order. */
    async findOfAccount(ids: number[], accountId: number): Promise<MediaRow[]> {
      if (ids.length === 0) return [];
      return db.query<MediaRow>(
        `SELECT ${columns} FROM media WHERE id = ANY($1::bigint[]) AND account_id = $2`,
        [ids, accountId],
      );
    },
    /** Records a verified upload; only an item still uploading moves on. */
    async completeUpload(
      id: number,
      values: {
        kind: MediaKind;
        status: 'processing' | 'published';
        contentType: string;
        byteSize: number;
        storageKey: string;
        title: string;
      },
    ): Promise<MediaRow | null> {
      const rows = await db.query<MediaRow>(
        `UPDATE media SET kind = $2, status = $3, content_type = $4, byte_size = $5, title = $6,
                storage_key = $7, created_at = now()
         WHERE id = $1 AND status = 'uploading' RETURNING ${columns}`,
        [
          id,
          values.kind,
          values.status,
          values.contentType,
          values.byteSize,
          values.title,
          values.storageKey,
        ],
      );
      return rows[0] ?? null;
    },
    async publish(
      id: number,
      values: {
        duration: number | null;
        thumbKey: string | null;
        height?: number | null;
        renditions?: StoredRendition[];
      },
    ) {
      const rows = await db.query<MediaRow>(
        `UPDATE media SET status = 'published', duration = $2, thumb_key = $3, height = $4,
           renditions = $5::jsonb
         WHERE id = $1 AND status = 'processing' RETURNING ${columns}`,
        [
          id,
          values.duration,
          values.thumbKey,
          values.height ?? null,
          JSON.stringify(values.renditions ?? []),
        ],
      );
      return rows[0] ?? null;
    },
    /** Signed uploads never recorded: the browser closed or lost the connection before POST media. */
    async abandonedUploads(olderThanMs: number): Promise<MediaRow[]> {
      return db.query<MediaRow>(
        `SELECT ${columns} FROM media WHERE status = 'uploading'
         AND created_at < now() - ($1::text || ' milliseconds')::interval LIMIT 500`,
        [String(olderThanMs)],
      );
    },
    /** Every stored object of these accounts' libraries: what has to go when the accounts do. */
    async storageKeysOf(accountIds: number[]): Promise<string[]> {
      const rows = await db.query<{ key: string }>(
        `SELECT unnest(array_remove(ARRAY[storage_key, thumb_key], NULL)) AS key FROM media
         WHERE account_id = ANY($1::bigint[])
         UNION ALL
         SELECT rendition->>'key' FROM media, jsonb_array_elements(renditions) AS rendition
         WHERE account_id = ANY($1::bigint[])`,
        [accountIds],
      );
      return rows.map((row) => row.key);
    },
    async remove(id: number) {
      await db.query('DELETE FROM media WHERE id = $1', [id]);
    },
    async list(filter: ListFilter): Promise<{ rows: MediaRow[]; total: number }> {
      const where = [`status <> 'uploading'`, 'scope = $1'];
      const params: unknown[] = [filter.scope];
      if (filter.accountId !== undefined) {
        params.push(filter.accountId);
        where.push(`account_id = $${params.length}`);
      }
      if (filter.kinds.length > 0) {
        params.push(filter.kinds);
        where.push(`kind = ANY($${params.length})`);
      }
      if (filter.words.length > 0) {
        params.push(filter.words.map(likePattern));
        where.push(`title ILIKE ANY($${params.length})`);
      }
      const condition = where.join(' AND ');
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM media WHERE ${condition}`,
        params,
      );
      params.push(filter.perPage, (filter.page - 1) * filter.perPage);
      const rows = await db.query<MediaRow>(
        `SELECT ${columns} FROM media WHERE ${condition} ORDER BY ${orderBy[filter.sort]}
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return { rows, total: counted?.total ?? 0 };
    },
    async hyroxAccessOf(accountId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM media_hyrox_access WHERE account_id = $1', [accountId]);
      return rows.length > 0;
    },
    async grantHyroxAccess(accountId: number) {
      await db.query('INSERT INTO media_hyrox_access (account_id) VALUES ($1) ON CONFLICT DO NOTHING', [
        accountId,
      ]);
    },
    async revokeHyroxAccess(accountId: number) {
      await db.query('DELETE FROM media_hyrox_access WHERE account_id = $1', [accountId]);
    },
    async viewer(userId: number, accountId: number): Promise<{ role: string; isOwner: boolean }> {
      const rows = await db.query<{ role: string; is_owner: boolean }>(
        `SELECT u.role, ($2 = u.id OR EXISTS (SELECT 1 FROM memberships m WHERE m.account_id = $2 AND m.user_id = u.id
           AND m.role = 'owner')) AS is_owner FROM users u WHERE u.id = $1`,
        [userId, accountId],
      );
      return { role: rows[0]?.role ?? 'user', isOwner: rows[0]?.is_owner ?? false };
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
