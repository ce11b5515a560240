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
   * An answer arriving re-renders at once (react-query's store is read synchronously), in one task however
   * long the list it draws: the coach's programs list took 130–280 ms at a phone's speed. Deferred, that
   * render shows what was there a moment longer and draws the answer in slices React can pause (decision
   * 0269). Each value is stable while unchanged, so nothing is drawn twice for a render that changed none.
   */
  const isPending = useDeferredValue(query.isPending);
  const isError = useDeferredValue(query.isError);
  const error = useDeferredValue(query.error);
  const data = useDeferredValue(query.data);
  if (isPending) return <>{loading}</>;
  if (isError)
    return (
      <ErrorPanel title={errorTitle} detail={errorDetail?.(error)} onRetry={() => void query.refetch()} />
    );
  return <>{children(data as T)}</>;
}
