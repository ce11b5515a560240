import { accountStateOf, messages, type SystemWarning } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { paymentProviderRepository } from '../payment-provider';
import { owedProgramsOf } from '../purchases';
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
      const warnings: SystemWarning[] = [];
      // A missed payment is never silent (spec 03 sections 5 and 8), for whoever holds the program.
      const owed = await owedProgramsOf(db, userId);
      if (owed.length > 0) warnings.push({ type: 'missed_payment', data: owed });
      if (user.role !== 'coach') return warnings;
      // Connected but the provider wants more (identity checks, bank details): only the owner can act.
      const connection = await paymentProviderRepository.find(db, accountId);
      if (
        account.membership_role === 'owner' &&
        connection?.provider_account_id &&
        !connection.charges_enabled
      )
        warnings.push({ type: 'stripe_attention', data: [] });
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
