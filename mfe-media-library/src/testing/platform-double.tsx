import type {
  BusEvent,
  Endpoint,
  MediaItem,
  MediaPage,
  Me,
  PlatformContext,
  RequestOptions,
} from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NEVER, Subject, filter } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { PlatformProvider } from '../app/platform';

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
 * Renders a part of this remote with a PlatformContext whose API answers from the given library
 * (the real API is exercised in the API's tests and end to end in e2e/).
 */
export function renderWithPlatform(
  ui: ReactElement,
  {
    library = [] as MediaItem[],
    role = 'coach',
    answer,
    perPage,
  }: {
    library?: MediaItem[];
    /** Splits the library into pages of this size. */
    perPage?: number;
    role?: string;
    /** Answers calls other than media/fetch. */
    answer?: (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => unknown;
  } = {},
) {
  const requests: Array<{ path: string; options: RequestOptions<unknown> }> = [];
  const request = jest.fn(
    async (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown> = {}) => {
      requests.push({ path: endpoint.path, options });
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
    },
  );
  const me = { current: { role, is_account_owner: true }, theme: { web_theme: undefined } } as unknown as Me;
  const bus = new Subject<BusEvent>();
  const platform: PlatformContext = {
    session: {
      state$: NEVER,
      current: () => ({ status: 'signed-in', me }),
      signIn: jest.fn(),
      signUp: jest.fn(),
      signOut: jest.fn(),
      reload: jest.fn(),
      resetPassword: jest.fn(),
    },
    api: { request: request as PlatformContext['api']['request'] },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    bus: {
      emit: (event) => bus.next(event),
      on: (type) => bus.pipe(filter((event) => event.type === type)) as never,
    },
    navigate: jest.fn(),
    toast: { show: jest.fn() },
    openMediaLibrary: jest.fn(),
    cable: { subscribe: () => () => undefined },
    basePath: '/coach/resources',
  };
  render(
    <PlatformProvider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <ThemeProvider theme={defaultUiTheme}>{ui}</ThemeProvider>
      </QueryClientProvider>
    </PlatformProvider>,
  );
  return { platform, requests };
}
