import { QueryState as KitQueryState, type QueryStateProps } from '@coachforge/remote-kit';
import { Spinner } from '@coachforge/ui';
import { apiErrorText } from './api-field-errors';
import { copy } from './copy';

const loading = (
  <div aria-busy="true">
    <Spinner label={copy.loading} />
  </div>
);

/** The remote kit's QueryState with this remote's texts and the API's message under the error. */
export function QueryState<T>(props: Omit<QueryStateProps<T>, 'errorTitle' | 'errorDetail' | 'loading'>) {
  return (
    <KitQueryState errorTitle={copy.loadFailed} errorDetail={apiErrorText} loading={loading} {...props} />
  );
}
