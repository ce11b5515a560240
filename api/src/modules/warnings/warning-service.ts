import { accountStateOf, messages, type SystemWarning } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { presentSubscription, userRepository } from '../users';

/** popup_storage name that dismisses the custom web address prompt (spec 03 section 4.5). */
const CUSTOM_WEB_ADDRESS_POPUP = 'custom_web_address_warning';

export function createWarningService({ db, clock }: ApiContext) {
  return {
    /** GET users/warnings: the system warnings the current account should see now. */
    async warningsFor(userId: number, accountId: number): Promise<SystemWarning[]> {
      const user = await userRepository.findById(db, userId);
      const account = await userRepository.findMembershipAccount(db, userId, accountId);
      if (!user || !account) throw httpError(401, messages.auth.sessionExpired);
      if (user.role !== 'coach') return [];
      const warnings: SystemWarning[] = [];
      const state = accountStateOf(
        presentSubscription(await userRepository.findPlatformSubscription(db, accountId), clock.now()),
      );
      // White label pays off only at the coach's own address; owners are prompted until they set one.
      if (
        state.whiteLabel &&
        account.membership_role === 'owner' &&
        !account.custom_url &&
        !user.popup_storage.includes(CUSTOM_WEB_ADDRESS_POPUP)
      ) {
        warnings.push({ type: 'custom_web_address', data: [] });
      }
      return warnings;
    },
  };
}

export type WarningService = ReturnType<typeof createWarningService>;
