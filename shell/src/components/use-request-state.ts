import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * One quiet API call with its loading and failure: asked when `ask` changes (null: not yet) and again on
 * `reload`; the call the page moved on from is aborted, and its failure is not shown. `update` changes
 * the data in place (a note marked read). `ask` should be stable between renders (useCallback).
 */
export function useRequestState<T>(ask: ((signal: AbortSignal) => Promise<T>) | null) {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    ask(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [ask, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, update };
}
