import {
  MACRO_HISTORY_MAX_DAYS,
  messages,
  type CoachMacroDay,
  type MacroDay,
  type MacroDayRequest,
  type MacroHistory,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { isClientOfAccount, type CoachAccess } from '../programs';
import { macroDaysRepository as repository } from './macro-days-repository';

const m = messages.macros;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD that is a real day, or the caller's error under `field`. */
function dayParam(value: unknown, field: string): string {
  const real =
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!real)
    throw httpError(400, messages.records.dateRequired, { [field]: [messages.records.dateRequired] });
  return value as string;
}

function rangeOf(query: Record<string, unknown>): { from: string; to: string } {
  const from = dayParam(query.from, 'from');
  const to = dayParam(query.to, 'to');
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (span < 0 || span > MACRO_HISTORY_MAX_DAYS)
    throw httpError(400, m.rangeTooWide(MACRO_HISTORY_MAX_DAYS), {
      to: [m.rangeTooWide(MACRO_HISTORY_MAX_DAYS)],
    });
  return { from, to };
}

/**
 * The macros log (decision 0227): a client writes and reads their own days; the coaches of an account
 * whose program they joined read them and review them with the client's training results.
 */
export function createMacroDaysService({ db, clock }: ApiContext) {
  return {
    async own(userId: number, query: Record<string, unknown>): Promise<MacroHistory> {
      const { from, to } = rangeOf(query);
      return { from, to, days: await repository.history(db, userId, from, to) };
    },

    async log(userId: number, dateValue: unknown, request: MacroDayRequest): Promise<MacroDay> {
      const date = dayParam(dateValue, 'date');
      // The client's today may already be tomorrow in UTC: at most a day ahead of the server's date.
      const latest = new Date(clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
      if (date > latest) throw httpError(422, m.dayInFuture, { date: [m.dayInFuture] });
      return repository.upsert(db, userId, date, request);
    },

    async athlete(
      access: CoachAccess,
      userId: number,
      query: Record<string, unknown>,
    ): Promise<MacroHistory<CoachMacroDay>> {
      if (!(await isClientOfAccount(db, access.accountId, userId)))
        throw httpError(404, messages.records.notYourClient);
      const { from, to } = rangeOf(query);
      return { from, to, days: await repository.forAccount(db, access.accountId, userId, from, to) };
    },
  };
}

export type MacroDaysService = ReturnType<typeof createMacroDaysService>;
