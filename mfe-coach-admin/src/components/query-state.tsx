import { messages } from '@coachforge/contracts';
import { ErrorPanel, Spinner } from '@coachforge/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorText } from './api-errors';

/** Loading, error with Retry, or the data: the three states every page of the remote shows alike. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div aria-busy="true">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <ErrorPanel
        title={messages.coachAdmin.loadFailed}
        detail={apiErrorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}
