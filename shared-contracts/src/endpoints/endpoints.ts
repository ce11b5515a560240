import { mediaEndpoints } from './media-endpoints';
import { invitationEndpoints } from './invitation-endpoints';
import { accountEndpoints } from './account-endpoints';
import { userAccountEndpoints } from './user-account-endpoints';
import { frameEndpoints } from './frame-endpoints';
import { releaseNoteEndpoints } from './release-note-endpoints';
import { operatorEndpoints } from './operator-endpoints';
import { sessionEndpoints } from './session-endpoints';
import { programEndpoints } from './program-endpoints';
import { coachAdminEndpoints } from './coach-admin-endpoints';
import { customisationEndpoints } from './customisation-endpoints';
import { paymentEndpoints } from './payment-endpoints';
import { purchaseEndpoints } from './purchase-endpoints';
import { trainingEndpoints } from './training-endpoints';
import { platformSubscriptionEndpoints } from './platform-subscription-endpoints';
import { templateEndpoints } from './template-endpoints';
import { challengeEndpoints } from './challenge-endpoints';
import { leaderboardEndpoints } from './leaderboard-endpoints';
import { notificationEndpoints } from './notification-endpoints';
import { dashboardEndpoints } from './dashboard-endpoints';
import { publicPageEndpoints } from './public-page-endpoints';
import { automationEndpoints } from './automation-endpoints';
import { chatEndpoints } from './chat-endpoints';

/**
 * Every API call the platform makes, by name. Each domain describes its calls in its own
 * `<domain>-endpoints.ts`; this table joins them.
 */
export const endpoints = {
  ...sessionEndpoints,
  ...mediaEndpoints,
  ...invitationEndpoints,
  ...accountEndpoints,
  ...userAccountEndpoints,
  ...releaseNoteEndpoints,
  ...frameEndpoints,
  ...operatorEndpoints,
  ...programEndpoints,
  ...coachAdminEndpoints,
  ...customisationEndpoints,
  ...paymentEndpoints,
  ...purchaseEndpoints,
  ...trainingEndpoints,
  ...platformSubscriptionEndpoints,
  ...templateEndpoints,
  ...challengeEndpoints,
  ...leaderboardEndpoints,
  ...notificationEndpoints,
  ...dashboardEndpoints,
  ...publicPageEndpoints,
  ...automationEndpoints,
  ...chatEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;

/** The refresh cookie is sent only to the refresh and sign-out calls. */
export const REFRESH_COOKIE_NAME = 'cf_refresh';
export const REFRESH_COOKIE_PATH = '/api/users';
/**
 * Set and cleared with the refresh cookie, for the whole site and holding nothing secret: it tells the web
 * server a page is for someone signed in, who gets the app at once rather than a drawn page (decision 0253).
 */
export const SIGNED_IN_COOKIE_NAME = 'cf_signed_in';
/**
 * The attribute the web server puts on the page's <html> when the request carried SIGNED_IN_COOKIE_NAME:
 * the shell then asks for the header's files as it starts (decision 0259).
 */
export const SESSION_COOKIE_MARK = 'data-session-cookie';
