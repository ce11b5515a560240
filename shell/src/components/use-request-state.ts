import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * One quiet API call with its loading and failure: asked when `ask` changes (null: not yet) and again on
 * `reload`; the call the page moved on from is aborted, and its failure is not shown. `update` changes
 * the data in place (a note marked read). `refresh` asks again while the data on screen stays (no loading
 * state, so focus and scroll stay), and shows the newer data when it is here; a failure keeps the old.
 * `ask` should be stable between renders (useCallback).
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
  const refreshes = useRef<AbortController | null>(null);
  useEffect(() => () => refreshes.current?.abort(), []);
  const refresh = useCallback(() => {
    if (!ask) return;
    refreshes.current?.abort();
    const controller = (refreshes.current = new AbortController());
    ask(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => undefined,
    );
  }, [ask]);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, refresh, update };
}
