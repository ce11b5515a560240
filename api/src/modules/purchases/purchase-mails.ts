import type { Queryable } from '../../db/database';
import { linkTo, type Mailer, type OutgoingMail } from '../mail';
import { purchaseRepository } from './purchase-repository';

/** The steps of a failing or ending payment that the client and the coach are both told about. */
export type PaymentNotice =
  | { kind: 'payment_failed'; nextTry: Date | null }
  | { kind: 'payment_recovered' }
  | { kind: 'auto_canceled' }
  | { kind: 'requires_action' };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function compose(to: string, subject: string, lines: string[], link: string): OutgoingMail {
  const text = [...lines, '', `Open the program: ${link}`, '', 'The Coachforge team'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(link)}">Open the program</a></p><p>The Coachforge team</p></body></html>`;
  return { to, subject, text, html };
}

const day = (moment: Date) => moment.toISOString().slice(0, 10);

function linesFor(
  notice: PaymentNotice,
  title: string,
  client: string,
  forCoach: boolean,
): [string, string[]] {
  const who = forCoach ? `${client}'s payment` : 'Your payment';
  switch (notice.kind) {
    case 'payment_failed':
      return [
        `Payment failed for ${title}`,
        [
          `${who} for ${title} did not go through.`,
          notice.nextTry
            ? `We will try again on ${day(notice.nextTry)}. ${forCoach ? 'Their training is paused until it is paid.' : 'Update your card to keep training.'}`
            : 'This was the last try.',
        ],
      ];
    case 'requires_action':
      return [
        `Payment for ${title} needs confirmation`,
        [`${who} for ${title} needs to be confirmed with the bank before it can go through.`],
      ];
    case 'payment_recovered':
      return [`Payment received for ${title}`, [`${who} for ${title} went through. Training goes on.`]];
    case 'auto_canceled':
      return [
        `${title} was cancelled`,
        [
          `${who} for ${title} failed for 7 days, so the subscription was cancelled.`,
          forCoach ? 'They can resume it from the program page.' : 'You can resume it from the program page.',
        ],
      ];
  }
}

/**
 * Failed payments are never silent: the client and the coach who owns the program hear of every step by
 * mail (through the mail outbox and its durable delivery jobs).
 */
export async function notifyPayment(
  db: Queryable,
  mailer: Mailer,
  appUrl: string,
  membership: { id: number; program_id: number },
  notice: PaymentNotice,
): Promise<void> {
  const people = await purchaseRepository.mailees(db, membership.id);
  const link = linkTo(appUrl, 'public_plan', { plan_id: String(membership.program_id) });
  if (people.client) {
    const [subject, lines] = linesFor(notice, people.title, people.clientName, false);
    await mailer.send(compose(people.client, subject, lines, link));
  }
  if (people.coach) {
    const [subject, lines] = linesFor(notice, people.title, people.clientName, true);
    await mailer.send(compose(people.coach, subject, lines, link));
  }
}
