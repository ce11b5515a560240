import { endpoints, type LogResultRequest, type MacroDayRequest } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createResultOutbox,
  macroEntryId,
  type PendingEntry,
  type PendingMacroDay,
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
  /** A day's macros queued on this device (decision 0227), if any; its id is `macroEntryId(date)`. */
  queuedMacros(date: string): PendingMacroDay | undefined;
  /** Keeps the day's macros on this device first, then sends them if it can. */
  logMacros(date: string, body: MacroDayRequest): Promise<void>;
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
  const [queued, setQueued] = useState<readonly PendingEntry[] | null>(null);
  const [synced, setSynced] = useState<ReadonlySet<string>>(new Set());
  const [rejected, setRejected] = useState<readonly RejectedResult[]>([]);

  const send = useCallback(
    (entry: PendingEntry) =>
      entry.kind === 'macros'
        ? api.request(endpoints.logMacros, { params: { date: entry.date }, body: entry.body, quiet: true })
        : api.request(endpoints.logResult, {
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
      void queryClient.invalidateQueries({ queryKey: ['client-macros'] });
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

  const keep = useCallback(
    async (entry: PendingEntry) => {
      const { id } = entry;
      await box.put(entry);
      setSynced((before) => {
        const next = new Set(before);
        next.delete(id);
        return next;
      });
      setRejected((before) => before.filter((entry) => entry.id !== id));
      await refreshPending();
      await sync();
    },
    [box, refreshPending, sync],
  );
  const log = useCallback(
    async (id: string, body: LogResultRequest) => {
      if (userId !== null) await keep({ user_id: userId, id, time_zone: browserTimeZone(), body });
    },
    [keep, userId],
  );
  const logMacros = useCallback(
    async (date: string, body: MacroDayRequest) => {
      if (userId !== null)
        await keep({ kind: 'macros', user_id: userId, id: macroEntryId(date), date, body });
    },
    [keep, userId],
  );

  const value = useMemo((): ResultSync => {
    const entries = queued ?? [];
    return {
      online,
      pending: new Set(entries.map((entry) => entry.id)),
      queuedFor: (place) =>
        entries.find(
          (entry): entry is PendingResult =>
            entry.kind !== 'macros' &&
            entry.body.program_id === place.program_id &&
            entry.body.date === place.date &&
            entry.body.session_index === place.session_index &&
            entry.body.section_index === place.section_index,
        ),
      queuedMacros: (date) =>
        entries.find((entry): entry is PendingMacroDay => entry.kind === 'macros' && entry.date === date),
      logMacros,
      synced,
      rejected,
      log,
    };
  }, [online, queued, synced, rejected, log, logMacros]);
  // The forms start from what this device holds, so they wait for it (a local read, a few milliseconds).
  if (userId !== null && queued === null) return null;
  return <ResultSyncContext.Provider value={value}>{children}</ResultSyncContext.Provider>;
}

export function useResultSync(): ResultSync {
  const sync = useContext(ResultSyncContext);
  if (!sync) throw new Error('useResultSync needs a ResultSyncProvider');
  return sync;
}
