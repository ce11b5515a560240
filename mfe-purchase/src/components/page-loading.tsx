import { lazyPart, Page, Skeleton, Spinner } from '@coachforge/ui';
import type { ReactNode } from 'react';

/**
 * What a page of this remote shows while its code arrives (its pages are fetched when opened, decision
 * 0243): the page's frame with a skeleton of about the height its own loading state has, and a status
 * that says it is loading, so nothing jumps when the page replaces it.
 */
export function PageLoading() {
  return (
    <Page aria-busy="true" data-testid="page-loading">
      <Spinner />
      <Skeleton height="320px" />
    </Page>
  );
}

/** A page of this remote fetched when opened, showing PageLoading meanwhile; `.preload()` fetches it ahead. */
export const lazyPage = <C extends (props: never) => ReactNode>(load: () => Promise<C>) =>
  lazyPart(load, '320px', { fallback: <PageLoading /> });
