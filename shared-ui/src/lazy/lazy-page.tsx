import { Page } from '../layout/page';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import { lazyPart, lazyParts, type AnyComponent } from './lazy-part';

/** About the height a page's own loading state has, so nothing jumps when the page replaces it. */
const PAGE_HEIGHT = '320px';

/**
 * What a remote's page shows while its code arrives (pages are fetched when opened, decision 0243): the
 * page's frame with a skeleton and a status that says it is loading.
 */
export function PageLoading() {
  return (
    <Page aria-busy="true" data-testid="page-loading">
      <Spinner />
      <Skeleton height={PAGE_HEIGHT} />
    </Page>
  );
}

/** A remote's page fetched when opened, showing PageLoading meanwhile; `.preload()` fetches it ahead. */
export const lazyPage = <C extends AnyComponent>(load: () => Promise<C>) =>
  lazyPart(load, PAGE_HEIGHT, { fallback: <PageLoading /> });

/**
 * Pages, and the parts drawn inside them, that arrive together in one fetch: a page's tabs are in its
 * file, so opening a tab never shows a second loading state inside the first (decision 0256).
 */
export function lazyPages<M extends Record<string, unknown>>(load: () => Promise<M>) {
  const part = lazyParts(load);
  return <K extends keyof M & string>(name: K) => part(name, PAGE_HEIGHT, { fallback: <PageLoading /> });
}
