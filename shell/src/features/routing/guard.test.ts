/** @jest-environment node */
import { decideNavigation, type NavigationDecision, type Visitor } from './guard';

const anonymous: Visitor = { status: 'anonymous' };
const client: Visitor = { status: 'signed-in', role: 'user' };
const coach: Visitor = { status: 'signed-in', role: 'coach' };

const allow = (route: string) => ({ kind: 'allow', route });
const to = (path: string) => ({ kind: 'redirect', to: path });
const toSignIn = (remembered: string) => ({
  kind: 'redirect',
  to: '/onboarding/sign_in',
  rememberReturnPath: remembered,
});

/** Spec 01 section 2.1 and the access rules of the named routes, row by row. */
const table: [string, string, Visitor, object][] = [
  ['root, anonymous', '/', anonymous, to('/onboarding/sign_up/coaching')],
  ['root, client', '/', client, to('/user/my_programs/active')],
  ['root, coach', '/', coach, to('/coach/programs/active')],
  ['/profile, anonymous', '/profile', anonymous, to('/onboarding/sign_in')],
  ['/profile, client', '/profile', client, to('/user')],
  ['/profile, coach', '/profile', coach, to('/coach')],
  ['/user, client', '/user', client, to('/user/profile')],
  ['/coach, coach', '/coach', coach, to('/coach/profile/info')],
  ['client page, coach', '/user/billing/history', coach, to('/coach')],
  ['coach page, client', '/coach/programs/active', client, to('/user')],
  ['coach page, anonymous', '/coach/programs/active', anonymous, toSignIn('/coach/programs/active')],
  [
    'client page with query, anonymous',
    '/user/calendar?year=2026',
    anonymous,
    toSignIn('/user/calendar?year=2026'),
  ],
  ['chat, anonymous', '/chat/all', anonymous, toSignIn('/chat/all')],
  ['chat, client', '/chat/all', client, allow('conversations')],
  ['sign-in, anonymous', '/onboarding/sign_in', anonymous, allow('onboarding-signin')],
  ['sign-in, coach', '/onboarding/sign_in', coach, to('/coach/programs/active')],
  ['sign-up, client', '/onboarding/sign_up/client', client, to('/user/my_programs/active')],
  [
    'sign-up with an unknown role',
    '/onboarding/sign_up/wizard',
    anonymous,
    to('/onboarding/sign_up/coaching'),
  ],
  ['legacy /sign_in', '/sign_in', anonymous, to('/onboarding/sign_in')],
  ['legacy /sign_up/client', '/sign_up/client', anonymous, to('/onboarding/sign_up/client')],
  ['legacy /user_type', '/user_type', anonymous, to('/onboarding/sign_up/coaching')],
  ['onboarding role', '/onboarding/role', anonymous, to('/onboarding/sign_up/coaching')],
  ['legacy /plan/:id', '/plan/12', anonymous, to('/p/12')],
  ['public program, anonymous', '/p/12', anonymous, allow('public_plan')],
  ['public program, coach', '/p/12', coach, allow('public_plan')],
  ['short link, anonymous', '/c/janedoe', anonymous, allow('public-page-short-link')],
  ['legal page, anonymous', '/pages/terms_of_use', anonymous, allow('terms_of_use')],
  ['pending clients', '/coach/clients/pending', coach, to('/coach/clients/active')],
  ['unknown path', '/definitely/not/here', coach, to('/404')],
  ['404 page itself', '/404', anonymous, allow('not_found')],
];

test.each(table)('%s: %s', (_case, path, visitor, expected) => {
  const [pathname, query] = path.split('?');
  const decision: NavigationDecision = decideNavigation(pathname!, query ? `?${query}` : '', visitor);
  expect(decision).toMatchObject(expected);
});
