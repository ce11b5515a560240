import { routePath, type RouteName, type RouteParams, type RouteQuery } from '@coachforge/contracts';
import type { OutgoingMail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Links in mail are built from the contracts' named routes, so they follow any change of path. */
export function linkTo(appUrl: string, route: RouteName, params?: RouteParams, query?: RouteQuery): string {
  return `${appUrl}${routePath(route, params, query)}`;
}

function compose(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): OutgoingMail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', 'The Coachforge team'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p>The Coachforge team</p></body></html>`;
  return { to, subject, text, html };
}

export const mailTemplates = {
  confirmation(appUrl: string, to: string, firstName: string, token: string, validHours: number) {
    return compose(
      to,
      'Confirm your email address',
      [
        `Hi ${firstName},`,
        'Welcome to Coachforge! Please confirm your email address.',
        `The link is valid for ${validHours} hours.`,
      ],
      {
        label: 'Confirm my email',
        url: linkTo(appUrl, 'onboarding-confirmation', {}, { confirmation_token: token }),
      },
    );
  },

  passwordReset(appUrl: string, to: string, firstName: string, token: string, validHours: number) {
    return compose(
      to,
      'Reset your password',
      [
        `Hi ${firstName},`,
        'Someone asked to reset the password of your Coachforge account. If it was not you, ignore this mail.',
        `The link is valid for ${validHours} hours and works once.`,
      ],
      {
        label: 'Choose a new password',
        url: linkTo(appUrl, 'onboarding-reset-password', {}, { reset_password_token: token }),
      },
    );
  },

  passwordChanged(appUrl: string, to: string, firstName: string) {
    return compose(
      to,
      'Your password was changed',
      [
        `Hi ${firstName},`,
        'The password of your Coachforge account was just changed, and every other device was signed out.',
        'If it was not you, reset your password now with the link below and tell us at support.',
      ],
      { label: 'Reset my password', url: linkTo(appUrl, 'onboarding-forgot-password', {}) },
    );
  },

  coachInvitation(appUrl: string, to: string, inviter: string, accountName: string, token: string) {
    return compose(
      to,
      `${inviter} invited you to coach with ${accountName}`,
      [`${inviter} invited you to join ${accountName} on Coachforge as a coach.`],
      { label: 'Accept the invitation', url: linkTo(appUrl, 'onboarding-accept-invitation', { token }) },
    );
  },

  athleteInvitation(appUrl: string, to: string, inviter: string, token: string) {
    return compose(
      to,
      `${inviter} invited you to a program`,
      [`${inviter} invited you to follow a training program on Coachforge.`],
      { label: 'Join the program', url: linkTo(appUrl, 'onboarding-athlete-invitation', { token }) },
    );
  },

  otherEmailConfirmation(appUrl: string, to: string, firstName: string, token: string, validHours: number) {
    return compose(
      to,
      'Confirm this address is yours',
      [
        `Hi ${firstName},`,
        'You asked to add this address to your Coachforge account, to see the programs coaches invited it to.',
        `The link is valid for ${validHours} hours and works once. If it was not you, ignore this mail.`,
      ],
      {
        label: 'Confirm this address',
        url: linkTo(appUrl, 'settings_emails', {}, { other_email_token: token }),
      },
    );
  },

  /** The coach refunded a payment: the client hears it and how long it takes (spec 02 section 9). */
  refundToClient(
    appUrl: string,
    to: string,
    refund: { amount: string; programTitle: string; coachName: string },
  ) {
    return compose(
      to,
      `Your payment for ${refund.programTitle} was refunded`,
      [
        `${refund.coachName} refunded your payment of ${refund.amount} for ${refund.programTitle}.`,
        'The money goes back to the card you paid with. Refunds take up to 10 days to appear on your statement.',
      ],
      { label: 'See your billing history', url: linkTo(appUrl, 'billing_history', {}) },
    );
  },

  /** The coach's own record of a refund made from their account (whoever of them made it). */
  refundToCoach(
    appUrl: string,
    to: string,
    refund: { amount: string; programTitle: string; clientName: string },
  ) {
    return compose(
      to,
      `You refunded ${refund.clientName}'s payment for ${refund.programTitle}`,
      [
        `The payment of ${refund.amount} from ${refund.clientName} for ${refund.programTitle} was refunded in full.`,
        'It is taken from your next payout. The client sees it within 10 days; a payment can be refunded only once.',
      ],
      { label: 'See your transactions', url: linkTo(appUrl, 'coach_dashboard_transactions', {}) },
    );
  },

  /**
   * A refund the provider could not make (decision 0171): the coach learns nothing went back, that they can
   * refund again, and the fee the provider may charge for it (spec 02 section 9).
   */
  refundFailedToCoach(
    appUrl: string,
    to: string,
    refund: { amount: string; programTitle: string; clientName: string },
  ) {
    return compose(
      to,
      `The refund to ${refund.clientName} for ${refund.programTitle} failed`,
      [
        `The refund of ${refund.amount} to ${refund.clientName} for ${refund.programTitle} failed: nothing went back to the client.`,
        'You can refund the payment again from your transactions, or ask the client for other details. The payment provider may charge a fee of $15 for a failed refund.',
      ],
      { label: 'See your transactions', url: linkTo(appUrl, 'coach_dashboard_transactions', {}) },
    );
  },

  /** The client was told of a refund that then failed: they hear it did not go through. */
  refundFailedToClient(
    appUrl: string,
    to: string,
    refund: { amount: string; programTitle: string; coachName: string },
  ) {
    return compose(
      to,
      `Your refund for ${refund.programTitle} did not go through`,
      [
        `The refund of ${refund.amount} for ${refund.programTitle} could not be made: nothing went back to your card.`,
        `${refund.coachName} has been told and can refund it again.`,
      ],
      { label: 'See your billing history', url: linkTo(appUrl, 'billing_history', {}) },
    );
  },
};
