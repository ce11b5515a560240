import { SHORT_LINK_TYPES } from '../coach-admin/public-page';
import type { Gate, RouteRules } from './route-rules';
import { routesOf, routeTarget } from './route-rules';

const { publicRoute, coachRoute, route } = routesOf('coach_admin');

const financial: Gate = { kind: 'financial' };
/** The account profile: financial features, and open while blocked so the coach can pay. */
const accountProfile: Omit<RouteRules, 'access'> = { gates: [financial], availableWhileBlocked: true };
const dashboard: Omit<RouteRules, 'access'> = { gates: [financial, { kind: 'custom-payments' }] };
/** White label needs PROFESSIONAL or a trial (spec 01 section 6); the coach is offered the plans. */
const whiteLabel: Omit<RouteRules, 'access'> = {
  gates: [{ kind: 'plan-feature', feature: 'white_label', otherwise: routeTarget('choose_your_plan') }],
};
const shortLinkType = { user_type: new RegExp(`^[${SHORT_LINK_TYPES.join('')}]$`) };

/**
 * The coach's account: profile and subscription, payouts and dashboard, coupons, my accounts,
 * customisation, Zapier, and the public page (storefront) (spec 01 sections 2.3, 2.4).
 */
export const coachAdminRoutes = {
  coach: coachRoute('/coach', 'Coach', { redirect: routeTarget('coach_profile_info') }),
  coach_profile_coupons: coachRoute('/coach/coupons', 'Coupons', { gates: [financial] }),
  coach_purchase: coachRoute('/coach/purchase', 'Purchase', {
    redirect: routeTarget('coach_profile_subscription'),
    availableWhileBlocked: true,
  }),
  coach_profile: coachRoute('/coach/profile', 'Profile', {
    ...accountProfile,
    redirect: routeTarget('coach_profile_info'),
  }),
  coach_profile_info: coachRoute('/coach/profile/info', 'Profile', accountProfile),
  coach_profile_payment: coachRoute('/coach/profile/payouts', 'Payouts', {
    gates: [
      financial,
      { kind: 'plan', unless: { anyOf: ['empty'] }, otherwise: routeTarget('coach_profile_info') },
    ],
  }),
  coach_profile_settings: coachRoute('/coach/profile/settings', 'Settings', accountProfile),
  coach_profile_coaches: coachRoute('/coach/profile/coaches', 'Coaches', {
    gates: [financial, { kind: 'business-owner' }],
  }),
  coach_profile_subscription: coachRoute('/coach/profile/subscription', 'Subscription', {
    ...accountProfile,
    gates: [
      financial,
      {
        kind: 'plan',
        when: { anyOf: ['free', 'professional', 'trialActive', 'trialExpired'] },
        otherwise: routeTarget('choose_your_plan'),
      },
    ],
  }),
  coach_profile_billing: coachRoute('/coach/profile/billing', 'Billing', accountProfile),
  // Tax collection on the account's sales (spec 01 sections 4 and 7; docs/decisions/0206).
  coach_profile_tax: coachRoute('/coach/profile/tax', 'Tax', { gates: [financial] }),
  coach_profile_questions: coachRoute('/coach/profile/questions', 'Questions', { gates: [financial] }),
  coach_profile_analytics: coachRoute('/coach/profile/analytics', 'Analytics', { gates: [financial] }),
  // The FREE plan has no upgrade page (spec 01 section 2.3).
  coach_blocked: coachRoute('/coach/upgrade-your-account', 'Upgrade your account', {
    gates: [{ kind: 'plan', unless: { anyOf: ['free'] } }],
    availableWhileBlocked: true,
  }),
  coach_dashboard: coachRoute('/coach/dashboard', 'Dashboard', {
    ...dashboard,
    redirect: routeTarget('coach_dashboard_transactions'),
  }),
  coach_dashboard_transactions: coachRoute('/coach/dashboard/transactions', 'Transactions', dashboard),
  coach_dashboard_payouts: coachRoute('/coach/dashboard/payouts', 'Payouts', dashboard),
  coach_my_profile_info: coachRoute('/coach/my_profile/info', 'My profile', {
    gates: [{ kind: 'personal', otherwise: routeTarget('coach_profile_info') }],
    availableWhileBlocked: true,
  }),
  coach_profile_my_accounts: coachRoute('/coach/my_accounts', 'My accounts', { availableWhileBlocked: true }),
  choose_your_plan: coachRoute('/coach/choose_your_plan', 'Choose your plan', {
    gates: [
      { kind: 'financial', otherwise: routeTarget('coach_profile_subscription') },
      {
        kind: 'plan',
        unless: { allOf: ['professional'], noneOf: ['cancelled'] },
        otherwise: routeTarget('coach_profile_subscription'),
      },
    ],
    availableWhileBlocked: true,
  }),
  customisation: coachRoute('/coach/customisation', 'Customisation', {
    redirect: routeTarget('customisation-web-theme'),
  }),
  'customisation-web-theme': coachRoute('/coach/customisation/web/theme', 'Web theme', whiteLabel),
  'customisation-web-address': coachRoute('/coach/customisation/web/address', 'Web address', whiteLabel),
  'customisation-web-logo': coachRoute('/coach/customisation/web/logo', 'Logo', whiteLabel),
  'customisation-app-icon': coachRoute('/coach/customisation/app/icon', 'App icon', whiteLabel),
  'customisation-app-theme': coachRoute('/coach/customisation/app/theme', 'App theme', whiteLabel),
  'zapier-integration': coachRoute('/coach/zapier-integration', 'Zapier', {
    gates: [{ kind: 'plan-feature', feature: 'zapier', otherwise: routeTarget('choose_your_plan') }],
  }),

  // The public page: the coach's own preview and editor, and everyone's view of it.
  'own-public-page': coachRoute('/public-page', 'Public page'),
  'own-public-page-plans': coachRoute('/public-page/plans', 'Public page programs'),
  'own-public-page-coaches': coachRoute('/public-page/coaches', 'Public page coaches'),
  // Only a coach edits; a non-owner member of a business sees the page instead (spec 01 section 2.4).
  'own-public-page-edit': route('/public-page/edit', 'Edit public page', {
    access: { kind: 'coach', otherwise: 'home' },
    gates: [{ kind: 'account-owner', otherwise: routeTarget('own-public-page') }],
  }),
  'public-page-view': publicRoute('/public-page/:user_id', 'Public page'),
  'public-page-plans': publicRoute('/public-page/:user_id/plans', 'Programs'),
  'public-page-coaches': publicRoute('/public-page/:user_id/coaches', 'Coaches'),
  // Short links start with the first letter of the account kind: c(private), b(rand), g(ym), t(eam).
  'public-page-short-link': publicRoute('/:user_type/:user_id', 'Public page', {
    paramPatterns: shortLinkType,
  }),
  'public-page-short-link-plans': publicRoute('/:user_type/:user_id/programs', 'Programs', {
    paramPatterns: shortLinkType,
  }),
  'public-page-short-link-coaches': publicRoute('/:user_type/:user_id/coaches', 'Coaches', {
    paramPatterns: shortLinkType,
  }),
} as const;
