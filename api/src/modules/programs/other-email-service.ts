import { CONFIRMATION_TOKEN_HOURS, messages, type OtherEmailInvitations } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { mailTemplates, type Mailer } from '../mail';
import { hashToken, newTokenValue } from '../sessions';
import { userRepository } from '../users';

/** Confirmation mails a person may ask for in a day, so the platform cannot be used to write to strangers. */
const DAILY_REQUESTS = 5;

/**
 * A client whose email differs from every invitation proves another address is theirs by mail, and only
 * then sees which coaches invited that address (spec issue "I can't see my program"; decision 0049).
 */
export function createOtherEmailService({ db, config }: ApiContext, { mailer }: { mailer: Mailer }) {
  return {
    async request(userId: number, email: string): Promise<{ email: string }> {
      const user = (await userRepository.findById(db, userId))!;
      if (user.email === email)
        throw httpError(422, messages.clients.ownEmail, { email: [messages.clients.ownEmail] });
      const [recent] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM other_email_confirmations
         WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
        [userId],
      );
      if (recent!.n >= DAILY_REQUESTS) throw httpError(429, messages.http.tooManyRequests);
      const token = newTokenValue();
      await db.query(
        `INSERT INTO other_email_confirmations (token_hash, user_id, email, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
        [hashToken(token), userId, email, CONFIRMATION_TOKEN_HOURS],
      );
      await mailer.send(
        mailTemplates.otherEmailConfirmation(
          config.appUrl,
          email,
          user.first_name,
          token,
          CONFIRMATION_TOKEN_HOURS,
        ),
      );
      return { email };
    },

    /** The link from the mail, opened by the same signed-in person: the invitations to that address. */
    async confirm(userId: number, token: string): Promise<OtherEmailInvitations> {
      const [row] = await db.query<{ email: string }>(
        `UPDATE other_email_confirmations SET confirmed_at = now()
         WHERE token_hash = $1 AND user_id = $2 AND confirmed_at IS NULL AND expires_at > now() RETURNING email`,
        [hashToken(token), userId],
      );
      if (!row)
        throw httpError(422, messages.clients.confirmationInvalid, {
          token: [messages.clients.confirmationInvalid],
        });
      const invitations = await db.query<OtherEmailInvitations['invitations'][number]>(
        `SELECT i.id::int, CASE WHEN a.kind = 'private' THEN coalesce(u.first_name || ' ' || u.last_name, a.full_name)
           ELSE a.full_name END AS coach, p.id::int AS program_id, p.title AS program_title
         FROM invitations i JOIN accounts a ON a.id = i.account_id JOIN programs p ON p.id = i.program_id
         LEFT JOIN users u ON u.id = i.invited_by
         WHERE i.email = $1 AND i.kind = 'athlete' AND i.status = 'invited' AND i.expires_at > now()
         ORDER BY i.id DESC`,
        [row.email],
      );
      return { email: row.email, invitations };
    },
  };
}

export type OtherEmailService = ReturnType<typeof createOtherEmailService>;
