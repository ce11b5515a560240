import {
  COACH_TRIAL_DAYS,
  messages,
  type BusinessAccount,
  type CreateBusinessAccountRequest,
} from '@coachforge/contracts';
import { daysAfter } from '../../clock';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { userRepository } from '../users';

const BUSINESS_COLUMNS = `a.id::int, a.kind AS account_kind, a.full_name, m.role AS account_role, m.invite_status`;

/** Brand, gym and team accounts: created by a coach, who becomes their owner (spec 01 sections 2.2, 2.4). */
export function createBusinessAccountService({ db, clock }: ApiContext) {
  return {
    async create(userId: number, request: CreateBusinessAccountRequest): Promise<BusinessAccount> {
      const user = await userRepository.findById(db, userId);
      if (!user || user.role !== 'coach') throw httpError(403, messages.http.forbidden);
      const id = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO accounts (kind, full_name) VALUES ($1, $2) RETURNING id::int`,
          [request.kind, request.name],
        );
        const accountId = rows[0]!.id;
        await tx.query(`INSERT INTO memberships (account_id, user_id, role) VALUES ($1, $2, 'owner')`, [
          accountId,
          userId,
        ]);
        // A new business account starts on the same platform trial as a new coach.
        await userRepository.insertTrialSubscription(tx, accountId, daysAfter(clock.now(), COACH_TRIAL_DAYS));
        return accountId;
      });
      return (await findForMember(db, userId, id))!;
    },

    async listForMember(userId: number): Promise<BusinessAccount[]> {
      return db.query<BusinessAccount>(
        `SELECT ${BUSINESS_COLUMNS} FROM accounts a JOIN memberships m ON m.account_id = a.id
         WHERE m.user_id = $1 AND a.kind <> 'private' ORDER BY m.created_at, a.id`,
        [userId],
      );
    },
  };
}

export async function findForMember(
  db: Queryable,
  userId: number,
  accountId: number,
): Promise<BusinessAccount | null> {
  const rows = await db.query<BusinessAccount>(
    `SELECT ${BUSINESS_COLUMNS} FROM accounts a JOIN memberships m ON m.account_id = a.id
     WHERE m.user_id = $1 AND a.id = $2 AND a.kind <> 'private'`,
    [userId, accountId],
  );
  return rows[0] ?? null;
}

export type BusinessAccountService = ReturnType<typeof createBusinessAccountService>;
