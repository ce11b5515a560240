import { messages, type TagManagerSettings } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { assertAccountOwner, userRepository } from '../users';
import { tagManagerRepository } from './tag-manager-repository';

interface Identity {
  userId: number;
  accountId: number;
}

/**
 * The account's tag manager container. Every coach of the account may read it; only the owner changes
 * it, because the container runs the owner's scripts on the account's public pages.
 */
export function createTagManagerService({ db }: ApiContext) {
  const requireCoach = async (userId: number) => {
    const user = await userRepository.findById(db, userId);
    if (user?.role !== 'coach') throw httpError(403, messages.http.forbidden);
  };
  const settingsOf = async (accountId: number): Promise<TagManagerSettings> => ({
    tag_manager_id: await tagManagerRepository.find(db, accountId),
  });

  return {
    async read({ userId, accountId }: Identity): Promise<TagManagerSettings> {
      await requireCoach(userId);
      return settingsOf(accountId);
    },

    async save({ userId, accountId }: Identity, tagManagerId: string | null): Promise<TagManagerSettings> {
      await requireCoach(userId);
      await assertAccountOwner(db, userId, accountId);
      await tagManagerRepository.save(db, accountId, tagManagerId);
      return settingsOf(accountId);
    },

    /** For the account's public pages: the container to load, if any. */
    containerOf: (accountId: number): Promise<string | null> => tagManagerRepository.find(db, accountId),
  };
}

export type TagManagerService = ReturnType<typeof createTagManagerService>;
