import { messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { SessionService } from '../sessions';
import { verifyPassword } from './passwords';
import { userRepository } from './user-repository';

/** A person deleting their identity and the accounts they own (docs/decisions/0013-account-rules.md). */
export function createAccountDeletionService({ db }: ApiContext, { sessions }: { sessions: SessionService }) {
  return {
    /** Refused while money is owed or clients still pay. */
    async deleteAccount(userId: number, password: string): Promise<string> {
      const user = await userRepository.findById(db, userId);
      if (!user || !(await verifyPassword(user.password_hash, password))) {
        throw httpError(422, messages.account.currentPasswordWrong, {
          password: [messages.account.currentPasswordWrong],
        });
      }
      const owed = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM platform_subscriptions s JOIN memberships m ON m.account_id = s.account_id
         WHERE m.user_id = $1 AND m.role = 'owner' AND s.state IN ('past_due', 'unpaid', 'incomplete')`,
        [userId],
      );
      if (owed[0]!.n > 0) throw httpError(422, messages.account.deleteRefusedBalance);
      if ((await activeClientSubscriptions(db, userId)) > 0) {
        throw httpError(422, messages.account.deleteRefusedSubscriptions);
      }
      await sessions.endAllSessions(userId);
      await db.transaction(async (tx) => {
        await tx.query(
          `DELETE FROM accounts WHERE id IN (SELECT account_id FROM memberships WHERE user_id = $1 AND role = 'owner')`,
          [userId],
        );
        await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
      });
      return messages.account.accountDeleted;
    },
  };
}

/**
 * Clients paying for programs of accounts this person owns. The programs' subscriptions table belongs
 * to the selling module; until it exists there are none.
 */
async function activeClientSubscriptions(db: Queryable, userId: number): Promise<number> {
  const exists = await db.query<{ t: string | null }>(
    `SELECT to_regclass('program_subscriptions')::text AS t`,
  );
  if (!exists[0]?.t) return 0;
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM program_subscriptions ps JOIN memberships m ON m.account_id = ps.coach_account_id
     WHERE m.user_id = $1 AND m.role = 'owner' AND ps.state IN ('active', 'trialing', 'past_due')`,
    [userId],
  );
  return rows[0]!.n;
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
