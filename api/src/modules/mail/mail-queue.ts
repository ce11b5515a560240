import type { JobQueue } from '../job-queue';
import type { Mailer, OutgoingMail } from './mailer';

export const DELIVER_MAIL_JOB = 'mail.deliver';

/**
 * Mail leaves through the durable job queue: a request only records the mail, so a slow or down mail
 * server never stalls sign-up or reset answers (whose timing would otherwise tell whether an address has
 * an account), and a delivery that fails is retried with backoff until it goes or is marked failed.
 */
export function createQueuedMailer(jobs: JobQueue, transport: Mailer): Mailer {
  jobs.register(DELIVER_MAIL_JOB, async (payload) => transport.send(payload as unknown as OutgoingMail));
  return {
    kind: transport.kind,
    async send(mail) {
      await jobs.enqueue(DELIVER_MAIL_JOB, { ...mail }, { maxAttempts: 10 });
    },
  };
}
