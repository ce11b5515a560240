import { videoEmbedUrl, type MediaItem, type VideoRendition } from '@coachforge/contracts';
import type { MediaRepository, MediaRow } from './media-repository';
import type { MediaStorage } from './storage/media-storage';

/** Signed file URLs stay valid this long; a list is refetched well within it. */
const URL_LIFETIME_SECONDS = 6 * 60 * 60;

export function createMediaPresenter(storage: MediaStorage) {
  const fileUrl = (key: string, contentType: string, inline: boolean) =>
    storage.signedUrl(key, { contentType, inline, expiresInSeconds: URL_LIFETIME_SECONDS });

  return async function present(row: MediaRow, accountId: number): Promise<MediaItem> {
    const contentType = row.content_type ?? 'application/octet-stream';
    const inline = /^(image|video|audio)\//.test(contentType);
    let src = row.video_url ?? '';
    let streamSrc: string | null = null;
    let thumb: string | null = row.thumb_url;
    const renditions: VideoRendition[] = [];
    if (row.storage_key) {
      src = await fileUrl(row.storage_key, contentType, inline);
      if (row.kind === 'video') streamSrc = src;
      if (row.kind === 'image') thumb = src;
    }
    if (row.kind === 'video' && row.status === 'published' && streamSrc) {
      for (const rendition of row.renditions)
        renditions.push({
          height: rendition.height,
          src: await fileUrl(rendition.key, 'video/mp4', true),
          original: false,
        });
      renditions.push({ height: row.height, src: streamSrc, original: true });
    }
    if (row.thumb_key) thumb = await fileUrl(row.thumb_key, 'image/jpeg', true);
    if (row.video_site && row.video_id) streamSrc = videoEmbedUrl(row.video_site, row.video_id);
    return {
      id: row.id,
      title: row.title,
      type: row.kind,
      kind: row.kind,
      scope: row.scope,
      state: row.status === 'published' ? 'published' : 'processing',
      thumb,
      src,
      stream_src: streamSrc,
      renditions,
      caption: row.caption,
      duration: row.duration,
      file_size: row.byte_size,
      content_type: row.content_type,
      position: 0,
      title_media: false,
      video_site: row.video_site,
      video_id: row.video_id,
      deletable: row.scope !== 'product' && row.account_id === accountId,
      created_at: Math.floor(row.created_at.getTime() / 1000),
    };
  };
}

export type MediaPresenter = ReturnType<typeof createMediaPresenter>;
export type { MediaRepository };
