import type { RouteTarget } from './route-rules';
import { routeTarget } from './route-rules';

/**
 * Old paths that are no named route and always lead to one, for whoever asks (spec 01 sections 2.1
 * to 2.3). `path` is a path-to-regexp pattern; `:name` in the target's parameters takes the value
 * matched in the old path. The query string is kept.
 */
export interface LegacyRedirect {
  path: string;
  to: RouteTarget;
  paramPatterns?: Readonly<Record<string, RegExp>>;
}

export const legacyRedirects: readonly LegacyRedirect[] = [
  { path: '/sign_in', to: routeTarget('onboarding-signin') },
  { path: '/forgot_password', to: routeTarget('onboarding-forgot-password') },
  { path: '/reset_password', to: routeTarget('onboarding-reset-password') },
  { path: '/user_type', to: routeTarget('onboarding-coaching-signup', { role: 'coaching' }) },
  { path: '/sign_up', to: routeTarget('onboarding-coaching-signup', { role: 'coaching' }) },
  { path: '/sign_up/:role', to: routeTarget('onboarding-coaching-signup', { role: ':role' }) },
  { path: '/plan/:plan_id', to: routeTarget('public_plan', { plan_id: ':plan_id' }) },
  { path: '/coach/clients/pending', to: routeTarget('clients_with_programs') },
  // clients/:athlete_id opens the client's programs.
  {
    path: '/coach/clients/:athlete_id',
    to: routeTarget('show_client_programs', { athlete_id: ':athlete_id' }),
    paramPatterns: { athlete_id: /^\d+$/ },
  },
  { path: '/coach/media', to: routeTarget('media_library') },
  { path: '/coach/media/:owner', to: routeTarget('owner_media_library', { owner: ':owner' }) },
  { path: '/coach/public/:user_id{/overview}', to: routeTarget('public-page-view', { user_id: ':user_id' }) },
  { path: '/coach/public/:user_id/plans', to: routeTarget('public-page-plans', { user_id: ':user_id' }) },
  { path: '/coach/release-notes', to: routeTarget('release-notes') },
];
