import type { ApiConfig } from '../../config';
import type { Queryable } from '../../db/database';
import type { JobQueue } from '../job-queue';
import { createQueuedMailer } from './mail-queue';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

export { mailTemplates, linkTo } from './mail-templates';
export { registerOutboxRoutes, OUTBOX_PATH } from './outbox-routes';
export { createOutboxMailer, createSmtpMailer, type Mailer, type OutgoingMail } from './mailer';

export { DELIVER_MAIL_JOB } from './mail-queue';

/** The platform's mailer: SMTP when configured, else the local outbox, either one reached through jobs. */
export function createMailer(config: ApiConfig, db: Queryable, jobs: JobQueue): Mailer {
  const transport = config.smtp ? createSmtpMailer(config.smtp, config.mailFrom) : createOutboxMailer(db);
  return createQueuedMailer(jobs, transport);
}
