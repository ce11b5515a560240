import { endpoints, type LogResultRequest } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createResultOutbox,
  type PendingResult,
  type RejectedResult,
  type ResultOutbox,
} from './result-outbox';
import { browserTimeZone } from './use-client-calendar';

export interface ResultSync {
  online: boolean;
  /** Ids logged on this device that the API does not have yet. */
  pending: ReadonlySet<string>;
  /** The result queued on this device for one section of one session, if any (it survives a reload). */
  queuedFor(place: SectionPlace): PendingResult | undefined;
  /** Ids the API has taken during this visit. */
  synced: ReadonlySet<string>;
  rejected: readonly RejectedResult[];
  /** Keeps the result on this device first, then sends it if it can. */
  log(id: string, body: LogResultRequest): Promise<void>;
}

export interface SectionPlace {
  program_id: number;
  date: string;
  session_index: number;
  section_index: number;
}

const ResultSyncContext = createContext<ResultSync | null>(null);

let defaultOutbox: ResultOutbox | null = null;

/**
 * Owns the page's results outbox: sends what is queued when the page opens and whenever the browser
 * comes back online, and tells each form whether its result is on this device only or synced.
 */
export function ResultSyncProvider({ children, outbox }: { children: ReactNode; outbox?: ResultOutbox }) {
  const { api } = usePlatform();
  const me = useMe();
  const queryClient = useQueryClient();
  const box = useMemo(() => outbox ?? (defaultOutbox ??= createResultOutbox()), [outbox]);
  const userId = me?.current.id ?? null;
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState<readonly PendingResult[] | null>(null);
  const [synced, setSynced] = useState<ReadonlySet<string>>(new Set());
  const [rejected, setRejected] = useState<readonly RejectedResult[]>([]);

  const send = useCallback(
    (entry: PendingResult) =>
      api.request(endpoints.logResult, {
        params: { result_id: entry.id },
        query: { time_zone: entry.time_zone },
        body: entry.body,
        quiet: true,
      }),
    [api],
  );

  const refreshPending = useCallback(async () => {
    if (userId === null) return;
    setQueued(await box.pending(userId));
  }, [box, userId]);

  const sync = useCallback(async () => {
    if (userId === null) return;
    const outcome = await box.sync(userId, send);
    if (outcome.sent.length > 0) {
      setSynced((before) => new Set([...before, ...outcome.sent]));
      void queryClient.invalidateQueries({ queryKey: ['client-calendar'] });
    }
    if (outcome.rejected.length > 0) setRejected((before) => [...before, ...outcome.rejected]);
    await refreshPending();
  }, [box, userId, send, queryClient, refreshPending]);

  useEffect(() => {
    void refreshPending()
      .then(sync)
      .catch(() => setQueued((before) => before ?? []));
    const cameOnline = () => {
      setOnline(true);
      void sync().catch(() => undefined);
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', cameOnline);
    window.addEventListener('offline', wentOffline);
    return () => {
      window.removeEventListener('online', cameOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [refreshPending, sync]);

  const log = useCallback(
    async (id: string, body: LogResultRequest) => {
      if (userId === null) return;
      await box.put({ user_id: userId, id, time_zone: browserTimeZone(), body });
      setSynced((before) => {
        const next = new Set(before);
        next.delete(id);
        return next;
      });
      setRejected((before) => before.filter((entry) => entry.id !== id));
      await refreshPending();
      await sync();
    },
    [box, userId, refreshPending, sync],
  );

  const value = useMemo((): ResultSync => {
    const entries = queued ?? [];
    return {
      online,
      pending: new Set(entries.map((entry) => entry.id)),
      queuedFor: (place) =>
        entries.find(
          ({ body }) =>
            body.program_id === place.program_id &&
            body.date === place.date &&
            body.session_index === place.session_index &&
            body.section_index === place.section_index,
        ),
      synced,
      rejected,
      log,
    };
  }, [online, queued, synced, rejected, log]);
  // The forms start from what this device holds, so they wait for it (a local read, a few milliseconds).
  if (userId !== null && queued === null) return null;
  return <ResultSyncContext.Provider value={value}>{children}</ResultSyncContext.Provider>;
}

export function useResultSync(): ResultSync {
  const sync = useContext(ResultSyncContext);
  if (!sync) throw new Error('useResultSync needs a ResultSyncProvider');
  return sync;
}
