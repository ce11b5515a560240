import { messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { JobQueue } from '../job-queue';
import { createMediaRepository, REMOVE_MEDIA_FILES_JOB } from '../media';
import type { SessionService } from '../sessions';
import { REMOVE_THEME_IMAGES_JOB, themeImageFilesOf } from '../themes';
import { REMOVE_AVATAR_FILES_JOB } from './remove-avatar-files';
import { verifyPassword } from './passwords';
import { userRepository } from './user-repository';

export interface DeletionDeps {
  sessions: SessionService;
  jobs: JobQueue;
  /** Clients subscribed for money to programs of these accounts (the programs module answers). */
  payingClientsOf: (db: Queryable, accountIds: number[]) => Promise<number>;
}

/**
 * A person deleting their identity and the accounts they own (docs/decisions/0013-account-rules.md). Their
 * files (the owned accounts' media libraries, the pictures) go too: durable jobs queued in the same
 * transaction delete them from storage, so a store that is down at that moment is retried, never skipped
 * (docs/decisions/0101-deleted-accounts-take-their-files.md).
 */
export function createAccountDeletionService(
  { db }: ApiContext,
  { sessions, jobs, payingClientsOf }: DeletionDeps,
) {
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
      if ((await payingClientsOf(db, await ownedAccounts(db, userId))) > 0) {
        throw httpError(422, messages.account.deleteRefusedSubscriptions);
      }
      await sessions.endAllSessions(userId);
      await db.transaction(async (tx) => {
        const owned = await ownedAccounts(tx, userId);
        const mediaKeys = await createMediaRepository(tx).storageKeysOf(owned);
        const brandImages = await themeImageFilesOf(tx, owned);
        const pictures = await tx.query<{ file: string }>(
          `SELECT avatar_file AS file FROM accounts WHERE id = ANY($1::bigint[]) AND avatar_file IS NOT NULL
           UNION SELECT avatar_file FROM users WHERE id = $2 AND avatar_file IS NOT NULL`,
          [owned, userId],
        );
        await tx.query(`DELETE FROM accounts WHERE id = ANY($1::bigint[])`, [owned]);
        await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
        if (mediaKeys.length > 0) await jobs.enqueue(REMOVE_MEDIA_FILES_JOB, { keys: mediaKeys }, { tx });
        if (pictures.length > 0)
          await jobs.enqueue(REMOVE_AVATAR_FILES_JOB, { files: pictures.map((p) => p.file) }, { tx });
        if (brandImages.length > 0)
          await jobs.enqueue(REMOVE_THEME_IMAGES_JOB, { files: brandImages }, { tx });
      });
      jobs.wake();
      return messages.account.accountDeleted;
    },
  };
}

async function ownedAccounts(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT account_id::int AS id FROM memberships WHERE user_id = $1 AND role = 'owner'`,
    [userId],
  );
  return rows.map((row) => row.id);
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
