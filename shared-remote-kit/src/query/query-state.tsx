import { ErrorPanel, Spinner } from '@coachforge/ui';
import { useDeferredValue, type ReactNode } from 'react';

/** What QueryState reads of a react-query result (a plain or an infinite query). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The error panel's title. */
  errorTitle: string;
  /** A line under the title from the error (the API's message, say); none when absent. */
  errorDetail?: ((error: unknown) => string) | undefined;
  /** What shows while the first answer is on its way: a busy spinner unless given. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

const busy = (
  <div aria-busy="true">
    <Spinner />
  </div>
);

/** Loading, error with Retry, or the data: the three states a remote's pages show alike. */
export function QueryState<T>({
  query,
  errorTitle,
  errorDetail,
  loading = busy,
  children,
}: QueryStateProps<T>) {
  /**
   * The first answer re-renders at once (react-query's store is read synchronously), in one task however
   * long the list it draws: the coach's programs list took 130–280 ms at a phone's speed. Leaving the
   * loading state is deferred, so that answer is drawn in slices React can pause (decision 0269); entering
   * it, and every later answer (an optimistic change, a refetch), is drawn at once.
   */
  const wasPending = useDeferredValue(query.isPending);
  if (query.isPending || wasPending) return <>{loading}</>;
  if (query.isError)
    return (
      <ErrorPanel
        title={errorTitle}
        detail={errorDetail?.(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data as T)}</>;
}
