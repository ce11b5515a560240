import { CONFIRMATION_TOKEN_HOURS, messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { mailTemplates, type Mailer } from '../mail';
import { tokenRepository } from './token-repository';
import type { UserRow } from './user-repository';

/** The confirmation mail sent at sign-up and the link in it (spec 01 section 5). */
export function createEmailConfirmationService({ db, config }: ApiContext, { mailer }: { mailer: Mailer }) {
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
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
