import { messages } from '@coachforge/contracts';
import { QueryState as KitQueryState, type QueryStateProps } from '@coachforge/remote-kit';
import { apiErrorText } from './api-errors';

/** The remote kit's QueryState with this remote's error title and the API's message under it. */
export function QueryState<T>(props: Omit<QueryStateProps<T>, 'errorTitle' | 'errorDetail'>) {
  return <KitQueryState errorTitle={messages.coachAdmin.loadFailed} errorDetail={apiErrorText} {...props} />;
}
