import { messages, RESET_PASSWORD_TOKEN_HOURS } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { AuthenticatedIdentity } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import { mailTemplates, type Mailer } from '../mail';
import type { SessionService } from '../sessions';
import { hashPassword, verifyPassword } from './passwords';
import { tokenRepository } from './token-repository';
import { userRepository } from './user-repository';

/** Forgotten passwords (a mailed link) and changing a known one (spec 01 section 7). */
export function createPasswordService(
  { db, config }: ApiContext,
  { mailer, sessions }: { mailer: Mailer; sessions: SessionService },
) {
  /** A changed password is always told by mail, so a person whose account was taken over finds out. */
  async function tellPasswordChanged(userId: number) {
    const user = await userRepository.findById(db, userId);
    if (user) await mailer.send(mailTemplates.passwordChanged(config.appUrl, user.email, user.first_name));
  }

  return {
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
      await tellPasswordChanged(userId);
      return messages.account.passwordReset;
    },

    /** Whoever else was signed in with the old password is signed out; this sign-in stays. */
    async changePassword(
      { userId, tokenId }: AuthenticatedIdentity,
      currentPassword: string,
      password: string,
    ): Promise<string> {
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
      await sessions.endOtherSessions(userId, tokenId);
      await tellPasswordChanged(userId);
      return messages.account.passwordChanged;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
