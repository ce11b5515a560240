import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';
import type { Queryable } from '../../db/database';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the platform's mail: over SMTP when configured, otherwise into the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

export function createSmtpMailer(smtp: SmtpConfig, from: string): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    // A mail server that stops answering fails the delivery job, which is retried, instead of holding it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function createOutboxMailer(db: Queryable): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.query(
        `INSERT INTO outbox_mails (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)`,
        [mail.to.toLowerCase(), mail.subject, mail.text, mail.html],
      );
    },
  };
}
