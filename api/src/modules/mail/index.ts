import type { ApiConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

export { mailTemplates, linkTo } from './mail-templates';
export { registerOutboxRoutes, OUTBOX_PATH } from './outbox-routes';
export { createOutboxMailer, createSmtpMailer, type Mailer, type OutgoingMail } from './mailer';

export function createMailer(config: ApiConfig, db: Queryable): Mailer {
  return config.smtp ? createSmtpMailer(config.smtp, config.mailFrom) : createOutboxMailer(db);
}
