import type { Endpoint, MediaItem, MediaPage, RequestOptions } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform, type ApiAnswer } from '@coachforge/remote-kit/testing';
import type { ReactElement } from 'react';

/** A media item of the library for tests, changed by `extra`. */
export const mediaItem = (id: number, extra: Partial<MediaItem> = {}): MediaItem => ({
  id,
  title: `Clip ${id}`,
  type: 'image',
  kind: 'image',
  scope: 'user',
  state: 'published',
  thumb: null,
  src: `/files/${id}`,
  stream_src: null,
  renditions: [],
  caption: null,
  duration: null,
  file_size: 2048,
  content_type: 'image/png',
  position: 0,
  title_media: false,
  video_site: null,
  video_id: null,
  deletable: true,
  created_at: 0,
  ...extra,
});

/**
 * An API answer (for renderWithPlatform's `request`) whose media/fetch serves the given library, the
 * coach's own ('current' owner), in pages of `perPage`. Searches and every other call go to `answer`.
 */
interface LibraryOptions {
  library?: MediaItem[];
  /** Splits the library into pages of this size. */
  perPage?: number;
  /** Answers searches and calls other than media/fetch. */
  answer?: (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => unknown;
}

export function libraryApi({ library = [], perPage, answer }: LibraryOptions = {}): ApiAnswer {
  return (endpoint, options) => {
    if (endpoint.path === 'media/fetch' && answer && options.query?.['q[title_cont_any]']) {
      return answer(endpoint, options);
    }
    if (endpoint.path === 'media/fetch') {
      const all = options.query?.owner === 'current' ? library : [];
      const size = perPage ?? Math.max(all.length, 1);
      const page = Number(options.query?.page ?? 1);
      return {
        items: all.slice((page - 1) * size, page * size),
        pagination: { current_page: page, total_pages: Math.ceil(all.length / size), total: all.length },
        hyrox_access: false,
      } satisfies MediaPage;
    }
    if (answer) return answer(endpoint, options);
    throw new Error(`unexpected call ${endpoint.path}`);
  };
}

/** Renders part of this remote for a signed-in coach, with the remote kit's double and `libraryApi`. */
export function renderWithLibrary(ui: ReactElement, options: LibraryOptions = {}) {
  return renderWithPlatform(ui, { me: fakeMe(), request: libraryApi(options) });
}
