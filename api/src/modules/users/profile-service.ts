import {
  COACH_TRIAL_DAYS,
  messages,
  REGISTRATION_STEP_FINAL,
  type Me,
  type PrivateUpdateRequest,
  type ProfileUpdateRequest,
  type TaxState,
} from '@coachforge/contracts';
import { daysAfter } from '../../clock';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { paymentProviderRepository } from '../payment-provider';
import { checkLandingPageId } from './landing-page';
import { checkReferenceCodes, updateProfileColumns, type ProfileFields } from './profile-fields';
import { taxStateRepository } from './tax-state';
import { userRepository } from './user-repository';
import { assertAccountOwner } from './account-owner';
import type { UserService } from './user-service';

/** What a person changes about themselves: profile, coach questions, trial start, dismissed popups, tax. */
export function createProfileService({ db, clock }: ApiContext, { users }: { users: UserService }) {
  return {
    /** POST users/me: profile fields, the trial start, or the coach questions that end registration. */
    async updateMe(
      userId: number,
      accountId: number,
      body: ProfileUpdateRequest,
      host?: string,
    ): Promise<Me> {
      const user = (await userRepository.findById(db, userId))!;
      const fields: ProfileFields = {
        first_name: body.first_name,
        last_name: body.last_name,
        country: body.country,
        state: body.state,
        birthdate: body.birthdate,
        gender: body.gender,
      };
      checkReferenceCodes(fields, user.country, body.currency);
      const page = body.landing_page_attributes;
      // The public page is a coach's, and its owner's to change (as in its editor).
      if (page && user.role !== 'coach') throw httpError(403, messages.http.forbidden);
      if (page) checkLandingPageId(page, accountId);
      if (body.currency !== undefined || body.user?.trial_start || page)
        await assertAccountOwner(db, userId, accountId);
      await db.transaction(async (tx) => {
        await updateProfileColumns(tx, userId, fields);
        if (body.currency !== undefined) {
          await tx.query(`UPDATE accounts SET currency = $2 WHERE id = $1`, [accountId, body.currency]);
        }
        if (body.coach_questions && user.role === 'coach') {
          await tx.query(`UPDATE users SET coach_answers = $2, registration_step = $3 WHERE id = $1`, [
            userId,
            JSON.stringify(body.coach_questions),
            REGISTRATION_STEP_FINAL,
          ]);
        }
        if (page) await users.landingPages.save(tx, accountId, { title: page.title, links: page.links });
        if (body.user?.trial_start && user.role === 'coach') {
          const now = clock.now();
          await userRepository.insertTrialSubscription(tx, accountId, daysAfter(now, COACH_TRIAL_DAYS));
          await tx.query(`UPDATE users SET trial_started_at = coalesce(trial_started_at, $2) WHERE id = $1`, [
            userId,
            now,
          ]);
        }
      });
      return users.me(userId, accountId, host);
    },

    async updatePrivate(
      userId: number,
      accountId: number,
      body: PrivateUpdateRequest['private'],
      host?: string,
    ): Promise<Me> {
      const user = (await userRepository.findById(db, userId))!;
      const fields: ProfileFields = {
        first_name: body.first_name,
        last_name: body.last_name,
        country: body.country,
        state: body.state,
        birthdate: body.birthdate,
        gender: body.gender,
        platform_currency: body.platform_currency,
        weight_unit: body.weight,
        length_unit: body.length,
      };
      checkReferenceCodes(fields, user.country);
      // The identity's own page is its private account's, whose id is the identity's (migration 001).
      const page = body.landing_page_attributes;
      if (page && user.role !== 'coach') throw httpError(403, messages.http.forbidden);
      if (page) checkLandingPageId(page, userId);
      await db.transaction(async (tx) => {
        await updateProfileColumns(tx, userId, fields);
        if (page) await users.landingPages.save(tx, userId, { title: page.title, links: page.links });
      });
      return users.me(userId, accountId, host);
    },

    async rememberPopup(userId: number, accountId: number, popupName: string, host?: string): Promise<Me> {
      await db.query(
        `UPDATE users SET popup_storage = array_append(popup_storage, $2)
         WHERE id = $1 AND NOT ($2 = ANY (popup_storage))`,
        [userId, popupName],
      );
      return users.me(userId, accountId, host);
    },

    /**
     * Tax collection on the account's sales, the owner's to switch (docs/decisions/0206). Taxes are
     * collected on charges the account takes, so turning it on before the payment provider lets the
     * account take charges leaves it in progress; it activates when the provider enables charges.
     */
    async setTax(userId: number, accountId: number, on: boolean): Promise<{ tax_state: TaxState }> {
      const user = (await userRepository.findById(db, userId))!;
      if (user.role !== 'coach') throw httpError(403, messages.http.forbidden);
      await assertAccountOwner(db, userId, accountId);
      const connection = on ? await paymentProviderRepository.find(db, accountId) : null;
      const state: TaxState = !on ? 'normal' : connection?.charges_enabled ? 'activated' : 'in_progress';
      await taxStateRepository.set(db, accountId, state);
      return { tax_state: state };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
