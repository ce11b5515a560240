import {
  CONFIRMATION_TOKEN_HOURS,
  COACH_TRIAL_DAYS,
  messages,
  REGISTRATION_STEP_FINAL,
  RESET_PASSWORD_TOKEN_HOURS,
  type Me,
  type PrivateUpdateRequest,
  type ProfileUpdateRequest,
  type TaxState,
} from '@coachforge/contracts';
import { daysAfter } from '../../clock';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { mailTemplates, type Mailer } from '../mail';
import type { SessionService } from '../sessions';
import { isKnownCountry, isKnownCurrency, isKnownState } from '../settings';
import { hashPassword, verifyPassword } from './passwords';
import { tokenRepository } from './token-repository';
import { userRepository, type UserRow } from './user-repository';
import type { UserService } from './user-service';

interface Deps {
  mailer: Mailer;
  sessions: SessionService;
  users: UserService;
}

type ProfileFields = {
  first_name?: string;
  last_name?: string;
  country?: string;
  state?: string | null;
  birthdate?: string | null;
  gender?: string | null;
  platform_currency?: string | null;
  weight_unit?: string;
  length_unit?: string;
};

const COLUMNS: (keyof ProfileFields)[] = [
  'first_name',
  'last_name',
  'country',
  'state',
  'birthdate',
  'gender',
  'platform_currency',
  'weight_unit',
  'length_unit',
];

/** Country, state and currency codes must be ones the settings list offers. */
function checkReferenceCodes(fields: ProfileFields, currentCountry: string | null, currency?: string | null) {
  const errors: Record<string, string[]> = {};
  if (fields.country !== undefined && !isKnownCountry(fields.country))
    errors.country = [messages.validation.countryRequired];
  const country = fields.country ?? currentCountry;
  if (fields.state && (!country || !isKnownState(country, fields.state))) errors.state = ['Unknown state'];
  if (currency && !isKnownCurrency(currency)) errors.currency = ['Unknown currency'];
  if (Object.keys(errors).length > 0) throw httpError(422, messages.api.invalidRequest, errors);
}

async function updateColumns(db: Queryable, userId: number, fields: ProfileFields) {
  const sets: string[] = [];
  const values: unknown[] = [userId];
  for (const column of COLUMNS) {
    if (fields[column] === undefined) continue;
    values.push(fields[column]);
    sets.push(`${column} = $${values.length}`);
  }
  if (sets.length > 0) await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, values);
}

/** Email confirmation, passwords, profile, tax and deletion of an identity (spec 01 sections 5, 7). */
export function createUserAccountService({ db, config, clock }: ApiContext, { mailer, sessions, users }: Deps) {
  return {
    async sendConfirmation(user: UserRow): Promise<void> {
      const token = await tokenRepository.issue(db, user.id, 'confirm', CONFIRMATION_TOKEN_HOURS);
      await mailer.send(
        mailTemplates.confirmation(
          config.appUrl,
          user.email,
          user.first_name,
          token,
          CONFIRMATION_TOKEN_HOURS,
        ),
      );
    },

    async confirm(token: string): Promise<string> {
      const userId = await tokenRepository.consume(db, token, 'confirm');
      if (userId === null) {
        throw httpError(422, messages.account.confirmationFailed, {
          confirmation_token: [messages.account.confirmationFailed],
        });
      }
      await db.query(`UPDATE users SET confirmed_at = coalesce(confirmed_at, now()) WHERE id = $1`, [userId]);
      return messages.account.confirmed;
    },

    /** Same answer whether or not the email is registered, so the form cannot be used to probe accounts. */
    async requestPasswordReset(email: string): Promise<string> {
      const user = await userRepository.findByEmail(db, email);
      if (user) {
        const token = await tokenRepository.issue(db, user.id, 'reset_password', RESET_PASSWORD_TOKEN_HOURS);
        await mailer.send(
          mailTemplates.passwordReset(
            config.appUrl,
            user.email,
            user.first_name,
            token,
            RESET_PASSWORD_TOKEN_HOURS,
          ),
        );
      }
      return messages.account.resetRequested;
    },

    /** A reset ends every session: whoever knew the old password is signed out. */
    async resetPassword(token: string, password: string): Promise<string> {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const id = await tokenRepository.consume(tx, token, 'reset_password');
        if (id === null) return null;
        // Following the link proves the address too.
        await tx.query(
          `UPDATE users SET password_hash = $2, confirmed_at = coalesce(confirmed_at, now()) WHERE id = $1`,
          [id, passwordHash],
        );
        return id;
      });
      if (userId === null) {
        throw httpError(422, messages.account.resetTokenInvalid, {
          reset_password_token: [messages.account.resetTokenInvalid],
        });
      }
      await sessions.endAllSessions(userId);
      return messages.account.passwordReset;
    },

    async changePassword(userId: number, currentPassword: string, password: string): Promise<string> {
      const user = await userRepository.findById(db, userId);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
        throw httpError(422, messages.account.currentPasswordWrong, {
          current_password: [messages.account.currentPasswordWrong],
        });
      }
      await db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [
        userId,
        await hashPassword(password),
      ]);
      return messages.account.passwordChanged;
    },

    /** POST users/me: profile fields, the trial start, or the coach questions that end registration. */
    async updateMe(userId: number, accountId: number, body: ProfileUpdateRequest): Promise<Me> {
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
      await db.transaction(async (tx) => {
        await updateColumns(tx, userId, fields);
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
        if (body.user?.trial_start && user.role === 'coach') {
          const now = clock.now();
          await userRepository.insertTrialSubscription(tx, accountId, daysAfter(now, COACH_TRIAL_DAYS));
          await tx.query(
            `UPDATE users SET trial_started_at = coalesce(trial_started_at, $2) WHERE id = $1`,
            [userId, now],
          );
        }
      });
      return users.me(userId, accountId);
    },

    async updatePrivate(
      userId: number,
      accountId: number,
      body: PrivateUpdateRequest['private'],
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
      await updateColumns(db, userId, fields);
      return users.me(userId, accountId);
    },

    async rememberPopup(userId: number, accountId: number, popupName: string): Promise<Me> {
      await db.query(
        `UPDATE users SET popup_storage = array_append(popup_storage, $2)
         WHERE id = $1 AND NOT ($2 = ANY (popup_storage))`,
        [userId, popupName],
      );
      return users.me(userId, accountId);
    },

    /**
     * Tax collection of a coach. The embedded payment provider verifies registrations at once, so
     * 'on' goes straight to activated (docs/decisions/0013-account-rules.md).
     */
    async setTax(userId: number, on: boolean): Promise<{ tax_state: TaxState }> {
      const user = (await userRepository.findById(db, userId))!;
      if (user.role !== 'coach') throw httpError(403, messages.http.forbidden);
      const state: TaxState = on ? 'activated' : 'normal';
      await db.query(`UPDATE users SET tax_state = $2 WHERE id = $1`, [userId, state]);
      return { tax_state: state };
    },

    /** Refused while money is owed or clients still pay (docs/decisions/0013-account-rules.md). */
    async deleteAccount(userId: number): Promise<string> {
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

export type UserAccountService = ReturnType<typeof createUserAccountService>;
