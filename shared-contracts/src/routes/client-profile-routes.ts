import { routesOf, routeTarget } from './route-rules';

const { clientRoute } = routesOf('onboarding');

/** The client's own profile and settings, shown by the onboarding remote (spec 01 section 2.6). */
export const clientProfileRoutes = {
  user: clientRoute('/user', 'Profile', { redirect: routeTarget('user_profile_info') }),
  user_profile_info: clientRoute('/user/profile', 'Profile'),
  user_settings: clientRoute('/user/settings', 'Settings', {
    redirect: routeTarget('settings_default_units'),
  }),
  settings_default_units: clientRoute('/user/settings/default-units', 'Default units'),
  settings_emails: clientRoute('/user/settings/emails', 'Emails'),
  settings_privacy: clientRoute('/user/settings/privacy', 'Privacy'),
} as const;
