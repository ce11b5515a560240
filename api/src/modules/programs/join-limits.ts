import { messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { HttpError, httpError } from '../../http/http-error';
import type { NotificationPublisher } from '../notifications';
import { createCoachAccess, type CoachAccessResolver } from './coach-access';
import { clientRepository } from './client-repository';

export interface Joiners {
  program: { id: number; plan_type: string };
  /** People about to take the program (0 checks nothing). */
  count: number;
  /** Someone already counted (rejoining or restarting) is not counted twice. */
  exceptUserId?: number | null;
}

/**
 * What the account's platform plan lets people join (docs/decisions/0048, 0127 and 0154): on FREE, 5 clients
 * with a running subscription across the account, and 5 downloads of each Fixed Length program; on a
 * PROFESSIONAL band, its number of clients. Only newcomers are refused; people already in are never
 * affected.
 */
export async function checkJoinLimits(
  db: Queryable,
  access: Pick<CoachAccessResolver, 'limitsOf'>,
  accountId: number,
  { program, count, exceptUserId = null }: Joiners,
): Promise<void> {
  if (count === 0) return;
  const limits = await access.limitsOf(accountId, db);
  if (program.plan_type === 'fixed') {
    if (limits.downloadsPerProgram === null) return;
    const taken = await clientRepository.downloadsOf(db, program.id, exceptUserId);
    if (taken + count > limits.downloadsPerProgram)
      throw httpError(403, messages.planLimits.freeDownloads(limits.downloadsPerProgram));
    return;
  }
  if (limits.maxClients === null) return;
  const current = await clientRepository.subscribedClients(db, accountId, exceptUserId);
  if (current + count > limits.maxClients)
    throw httpError(
      403,
      limits.plan === 'free'
        ? messages.planLimits.freeClients(limits.maxClients)
        : messages.platformSubscription.overBand(limits.maxClients),
    );
}

/** A client refused at the plan's limit, with what the coach is told of it. */
export class JoinRefused extends HttpError {
  constructor(
    refusal: HttpError,
    readonly joiner: { accountId: number; programId: number; userId: number; limit: number },
  ) {
    super(refusal.statusCode, refusal.body);
  }
}

/**
 * The check for modules outside programs (purchases), with the plan read from the account. A client
 * refused at the limit is news for the coach (a sign-up they could have had): the caller announces it
 * once the transaction the refusal rolled back is over, once per client, program and day.
 */
export function createJoinLimits(
  context: ApiContext,
  { notifications }: { notifications: NotificationPublisher },
) {
  const access = createCoachAccess(context);
  return {
    async check(db: Queryable, accountId: number, joiners: Joiners) {
      try {
        await checkJoinLimits(db, access, accountId, joiners);
      } catch (error) {
        if (!joiners.exceptUserId || !(error instanceof HttpError) || error.statusCode !== 403) throw error;
        const limits = await access.limitsOf(accountId, db);
        const limit = joiners.program.plan_type === 'fixed' ? limits.downloadsPerProgram : limits.maxClients;
        throw new JoinRefused(error, {
          accountId,
          programId: joiners.program.id,
          userId: joiners.exceptUserId,
          limit: limit ?? 0,
        });
      }
    },

    /** After the failed transaction: tells the coach of a client the plan's limit turned away. */
    async announce(error: unknown): Promise<void> {
      if (!(error instanceof JoinRefused)) return;
      const { accountId, programId, userId, limit } = error.joiner;
      const day = context.clock.now().toISOString().slice(0, 10);
      await notifications.publish({
        type: 'coach_over_limit_sign_up',
        key: `over-limit:${programId}:${userId}:${day}`,
        recipient: { account_id: accountId },
        payload: { client_id: userId, plan_id: programId, limit },
      });
    },
  };
}
export type JoinLimits = ReturnType<typeof createJoinLimits>;
