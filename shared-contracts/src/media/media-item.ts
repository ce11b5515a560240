import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';

/** What the library's kind filter offers (spec 03 section 7, q[kind_in]). */
export const mediaKinds = ['video', 'image', 'youtube', 'other'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** user: a personal library; hyrox: the shared HYROX library; product: the platform's own video library. */
export const mediaScopes = ['user', 'hyrox', 'product'] as const;
export type MediaScope = (typeof mediaScopes)[number];

/** A hosted video is processing until its duration and thumbnail are known, then published. */
export const mediaStates = ['processing', 'published'] as const;
export type MediaState = (typeof mediaStates)[number];

/** The site a video link points at. */
export type VideoSite = 'youtube' | 'vimeo';

/** The name of the platform's own library tab and owner value ({product} in the spec). */
export const PRODUCT_LIBRARY = { owner: 'coachforge', label: 'Coachforge' } as const;

/** The owner values media/fetch accepts: the current account, the HYROX library, the product library. */
export const mediaOwners = ['current', 'hyrox', PRODUCT_LIBRARY.owner] as const;
export type MediaOwner = (typeof mediaOwners)[number];

/**
 * A media item of the library and the viewer (spec 03 section 3). `type` and `kind` carry the same
 * value: kind is what the list filters by, type is what the viewer plays.
 */
/** One quality of a hosted video. */
export interface VideoRendition {
  /** Lines of the picture (720 for 720p); null for an original ffmpeg could not measure. */
  height: number | null;
  src: string;
  /** The uploaded file itself, not a copy made for streaming. */
  original: boolean;
}

export interface MediaItem {
  id: number;
  title: string;
  type: MediaKind;
  kind: MediaKind;
  scope: MediaScope;
  state: MediaState;
  /** Picture for the list; null when there is no preview ('No preview'). */
  thumb: string | null;
  /** Where the file can be fetched (signed, expiring) or the page of a video link. */
  src: string;
  /** What a video player streams; the embed URL for a video link. */
  stream_src: string | null;
  /**
   * The qualities a hosted video can be streamed in, lowest first; the last is the original. Empty for
   * anything else, and for a video still processing.
   */
  renditions: VideoRendition[];
  caption: string | null;
  /** Seconds, for videos once processed. */
  duration: number | null;
  /** Bytes, for uploaded files. */
  file_size: number | null;
  content_type: string | null;
  position: number;
  title_media: boolean;
  video_site: VideoSite | null;
  /** The id on the video site, for embeds. */
  video_id: string | null;
  /** True when the item was made by someone of the current account, who may delete it. */
  deletable: boolean;
  /** Unix seconds. */
  created_at: number;
  /** Set by the browser on an item added during this opening of the library. */
  is_new?: boolean;
}

export interface MediaPage {
  items: MediaItem[];
  pagination: { current_page: number; total_pages: number; total: number };
  hyrox_access: boolean;
}

export const mediaSortValues = ['created_at desc', 'created_at asc', 'title asc', 'title desc'] as const;
export type MediaSort = (typeof mediaSortValues)[number];

/** Query of GET media/fetch, as the spec writes it. */
export interface MediaFetchQuery {
  owner: MediaOwner;
  page?: number;
  per_page?: number;
  'q[kind_in]'?: string;
  'q[title_cont_any]'?: string;
  'q[s]'?: MediaSort;
}

export interface DirectUploadRequest {
  blob: { filename: string; byte_size: number; content_type: string };
  scope: MediaScope;
}

/**
 * A signed upload. The file goes to `direct_upload.url` with `direct_upload.headers`; the media item
 * `id` (also inside `key`) is deleted by the browser if that upload fails.
 */
export interface DirectUploadResponse {
  id: number;
  key: string;
  signed_id: string;
  direct_upload: { url: string; method: 'PUT'; headers: Record<string, string> };
}

export interface CreateMediaRequest {
  media: { signed_id?: string; video_url?: string; scope: MediaScope; title?: string };
}

/** 500 MB per file (spec 03 section 9). */
export const MEDIA_MAX_FILE_MB = 500;
export const MEDIA_MAX_FILE_BYTES = MEDIA_MAX_FILE_MB * 1024 * 1024;
export const MEDIA_PAGE_SIZE = 15;
export const MEDIA_DEFAULT_SORT: MediaSort = 'created_at desc';
export const MEDIA_RESOURCES_LIMIT = 50;
export const MEDIA_UPLOAD_PREVIEW_MS = 3000;
export const MEDIA_SEARCH_DEBOUNCE_MS = 300;
export const MEDIA_FILTERS_MOBILE_MAX_PX = 991.98;
/** Heights above which the media list and the file list collapse behind Show all. */
export const MEDIA_LIST_COLLAPSE_PX = 192;
export const FILE_LIST_COLLAPSE_PX = 124;
/** "Uploads: … thumbnails 64x64." (spec 02 §5): the picture beside each file being uploaded. */
export const UPLOAD_THUMBNAIL_PX = 64;
export const MEDIA_TITLE_MAX_LENGTH = 255;

const youtubePatterns = [
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([A-Za-z0-9_-]{11})(?:[&#].*)?$/,
  /^https?:\/\/(?:www\.)?youtube\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/,
  /^https?:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/,
];
const vimeoPatterns = [
  /^https?:\/\/(?:www\.)?vimeo\.com\/(?:channels\/[\w-]+\/)?(\d{6,12})(?:[/?#].*)?$/,
  /^https?:\/\/player\.vimeo\.com\/video\/(\d{6,12})(?:[?#].*)?$/,
];

/** The site and id of a YouTube or Vimeo link, or null when the URL is neither. */
export function parseVideoLink(url: string): { site: VideoSite; videoId: string } | null {
  const trimmed = url.trim();
  for (const pattern of youtubePatterns) {
    const match = pattern.exec(trimmed);
    if (match) return { site: 'youtube', videoId: match[1]! };
  }
  for (const pattern of vimeoPatterns) {
    const match = pattern.exec(trimmed);
    if (match) return { site: 'vimeo', videoId: match[1]! };
  }
  return null;
}

/** Where a video link plays inside the viewer. */
export function videoEmbedUrl(site: VideoSite, videoId: string): string {
  return site === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${videoId}`
    : `https://player.vimeo.com/video/${videoId}`;
}

/** A thumbnail known from the URL pattern alone (YouTube); Vimeo has none without asking Vimeo. */
export function videoLinkThumb(site: VideoSite, videoId: string): string | null {
  return site === 'youtube' ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : null;
}

export const directUploadRequestSchema = lazySchema(() =>
  yup.object({
    blob: yup
      .object({
        filename: yup.string().trim().min(1).max(MEDIA_TITLE_MAX_LENGTH).required(),
        byte_size: yup.number().integer().min(1).required(),
        content_type: yup.string().max(255).default('application/octet-stream'),
      })
      .required(),
    scope: yup.string().oneOf(['user', 'hyrox']).default('user'),
  }),
);

export const createMediaRequestSchema = lazySchema(() =>
  yup.object({
    media: yup
      .object({
        signed_id: yup.string().max(1000),
        video_url: yup.string().trim().max(2000),
        scope: yup.string().oneOf(['user', 'hyrox']).default('user'),
        title: yup.string().trim().max(MEDIA_TITLE_MAX_LENGTH),
      })
      .required(),
  }),
);

/** How a kind of media is named to people (the library, attachments). */
export const mediaKindLabels: Record<MediaKind, string> = {
  video: 'Video',
  image: 'Image',
  youtube: 'Video link',
  other: 'Other',
};

/** A file's size as people read it: kilobytes under a megabyte (at least 1 KB), megabytes above. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
