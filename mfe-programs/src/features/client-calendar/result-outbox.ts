import { ApiRequestError, type LogResultRequest, type MacroDayRequest } from '@coachforge/contracts';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** A result logged on this device and not yet acknowledged by the API. */
export interface PendingResult {
  kind?: 'result';
  user_id: number;
  id: string;
  time_zone: string;
  body: LogResultRequest;
}

/** A day's macros logged on this device (decision 0227); one entry per day, a later edit replaces it. */
export interface PendingMacroDay {
  kind: 'macros';
  user_id: number;
  /** `macros:<date>`: the day is the entry, so a second edit before the sync replaces the first. */
  id: string;
  date: string;
  body: MacroDayRequest;
}

/** What the outbox keeps: results and macros days, sent in the order they were edited. */
export type PendingEntry = PendingResult | PendingMacroDay;

export const macroEntryId = (date: string) => `macros:${date}`;

export interface RejectedResult {
  id: string;
  reason: string;
}

export interface SyncOutcome {
  /** Ids the API now holds. */
  sent: string[];
  /** Ids the API refused (the section left the calendar, the program ended): kept off the queue. */
  rejected: RejectedResult[];
  /** False when the network (or the API) was unreachable: what is left waits for the next try. */
  reachedApi: boolean;
}

/** Refusals that say "not now" rather than "never": signed out meanwhile, timed out, too many calls. */
const retryLater = new Set([401, 408, 429]);

const keyOf = (userId: number, id: string) => `${userId}:${id}`;

/**
 * The results outbox (decision 0110): every result is written to IndexedDB before it is sent, and leaves
 * only when the API has it. A closed tab, a lost network or a failed send therefore never loses what the
 * client typed; the API applies a result id once, so a send repeated after a lost answer is harmless.
 * Entries are per user, so a device shared by two clients never sends one's results as the other's.
 * Macros days (decision 0227) travel the same way, each day one entry.
 */
export function createResultOutbox(store: UseStore = createStore('coachforge-results', 'outbox')) {
  let queue: Promise<unknown> = Promise.resolve();

  async function pending(userId: number): Promise<PendingEntry[]> {
    const all = await entries<string, PendingEntry>(store);
    return all
      .map(([, entry]) => entry)
      .filter((entry) => entry.user_id === userId)
      .sort((a, b) => a.body.edited_at.localeCompare(b.body.edited_at));
  }

  /** Removes an entry only if it is still the edit that was sent, not a newer one made meanwhile. */
  async function acknowledge(entry: PendingEntry) {
    const key = keyOf(entry.user_id, entry.id);
    const current = await get<PendingEntry>(key, store);
    if (current && current.body.edited_at === entry.body.edited_at) await del(key, store);
  }

  async function sendAll(
    userId: number,
    send: (entry: PendingEntry) => Promise<unknown>,
  ): Promise<SyncOutcome> {
    const outcome: SyncOutcome = { sent: [], rejected: [], reachedApi: true };
    for (const entry of await pending(userId)) {
      try {
        await send(entry);
        await acknowledge(entry);
        outcome.sent.push(entry.id);
      } catch (failure) {
        const refused =
          failure instanceof ApiRequestError &&
          failure.status >= 400 &&
          failure.status < 500 &&
          !retryLater.has(failure.status);
        if (!refused) {
          // No answer, or the API is failing: keep everything for the next try, in order.
          outcome.reachedApi = false;
          break;
        }
        await acknowledge(entry);
        outcome.rejected.push({ id: entry.id, reason: failure.body?.error ?? failure.message });
      }
    }
    return outcome;
  }

  return {
    pending,
    /** Keeps the entry on this device; a later edit of the same result or day replaces the queued one. */
    async put(entry: PendingEntry) {
      await set(keyOf(entry.user_id, entry.id), entry, store);
    },
    /** Sends what is queued, oldest edit first; runs one after another, never two at once. */
    sync(userId: number, send: (entry: PendingEntry) => Promise<unknown>): Promise<SyncOutcome> {
      const run = queue.catch(() => undefined).then(() => sendAll(userId, send));
      queue = run;
      return run;
    },
  };
}

export type ResultOutbox = ReturnType<typeof createResultOutbox>;
