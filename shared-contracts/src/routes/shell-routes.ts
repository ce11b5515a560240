import { routesOf, routeTarget } from './route-rules';

const { publicRoute, signedInRoute } = routesOf('shell');

/** The shell's own pages: the root, the profile shortcut, legal pages, the 404 page (spec 01 sections 2.1, 1). */
export const shellRoutes = {
  main: publicRoute('/', 'Coachforge', { redirect: 'home' }),
  profile_main: publicRoute('/profile', 'Profile', {
    redirect: {
      byVisitor: {
        anonymous: routeTarget('onboarding-signin'),
        client: routeTarget('user'),
        coach: routeTarget('coach'),
      },
    },
  }),
  style_guide: publicRoute('/style-guide', 'Style guide'),
  not_found: publicRoute('/404', 'Page not found'),
  privacy_policy: publicRoute('/pages/privacy_policy', 'Privacy policy'),
  terms_of_use: publicRoute('/pages/terms_of_use', 'Terms of use'),
  data_security: publicRoute('/pages/data_security', 'Data security'),
  cookies_policy: publicRoute('/pages/cookies_policy', 'Cookie policy'),
  // Release notes are off for a blocked coach (spec 01 section 6).
  'release-notes': signedInRoute('/release-notes', 'Release notes'),
} as const;
