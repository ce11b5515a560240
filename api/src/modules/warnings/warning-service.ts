import { accountStateOf, messages, systemWarningPopups, type SystemWarning } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { paymentProviderRepository } from '../payment-provider';
import { owedProgramsOf } from '../purchases';
import { hasOwnTheme } from '../themes';
import { presentSubscription, userRepository } from '../users';

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
      // Connected but the provider wants more (identity checks, bank details), whether or not charges are
      // still enabled meanwhile: only the owner can act (decision 0209).
      const connection = await paymentProviderRepository.find(db, accountId);
      if (
        account.membership_role === 'owner' &&
        connection?.provider_account_id &&
        (!connection.charges_enabled || connection.requirements_due.length > 0)
      )
        warnings.push({ type: 'stripe_attention', data: [] });
      const state = accountStateOf(
        presentSubscription(await userRepository.findPlatformSubscription(db, accountId), clock.now()),
      );
      // The prompts below are the owner's (who can act on them), until dismissed (spec 03 section 4.5).
      const owner = account.membership_role === 'owner';
      const dismissed = (type: SystemWarning['type']) =>
        user.popup_storage.includes(systemWarningPopups[type] ?? '');
      // White label pays off only at the coach's own address; owners are prompted until they set one.
      if (state.whiteLabel && owner && !account.custom_url && !dismissed('custom_web_address'))
        warnings.push({ type: 'custom_web_address', data: [] });
      // White label in use on a trial (a web address or a theme of its own) ends with the trial unless the
      // coach chooses PROFESSIONAL; a coach who has not tried it yet is not told twice at once.
      if (
        state.trialActive &&
        !state.professional &&
        owner &&
        !dismissed('white_label_trial') &&
        (account.custom_url !== null || (await hasOwnTheme(db, accountId)))
      )
        warnings.push({ type: 'white_label_trial', data: [] });
      // An account with no plan and no trial yet can do nothing until it has one: say where to start.
      if (state.empty && owner && !dismissed('empty_account'))
        warnings.push({ type: 'empty_account', data: [] });
      return warnings;
    },
  };
}

export type WarningService = ReturnType<typeof createWarningService>;
