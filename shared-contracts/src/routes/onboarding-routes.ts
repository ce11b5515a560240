import { WELCOME_POPUP } from '../accounts/account-access';
import { routesOf, routeTarget } from './route-rules';

const { publicRoute, anonymousRoute, signedInRoute, coachRoute, route } = routesOf('onboarding');

const signUpAsCoach = routeTarget('onboarding-coaching-signup', { role: 'coaching' });

/** The roles of the sign-up path (spec 01 section 2.2); any other value falls back to coaching. */
export const SIGN_UP_PATH_ROLES = ['coaching', 'standalone', 'team', 'invited', 'client'] as const;
/** The account kinds whose information a coach verifies during registration. */
export const VERIFY_INFORMATION_ROLES = ['standalone', 'team', 'brand', 'gym'] as const;

/** Sign in and up, registration, invitations, business accounts, payments set-up (spec 01 sections 2.2, 2.4). */
export const onboardingRoutes = {
  'onboarding-signin': anonymousRoute('/onboarding/sign_in', 'Sign in'),
  'onboarding-forgot-password': anonymousRoute('/onboarding/forgot_password', 'Forgot password'),
  'onboarding-reset-password': anonymousRoute('/onboarding/reset_password', 'Reset password'),
  'onboarding-role': anonymousRoute('/onboarding/role', 'Choose your role', { redirect: signUpAsCoach }),
  // The coach profile set-up: where a coach who stopped registering picks it up again (spec 01 section 4);
  // once registered, the personal account goes on to my accounts and any other to the main page.
  'onboarding-setup-profile': coachRoute('/onboarding/setup-profile', 'Set up your profile', {
    availableWhileBlocked: true,
    partOfRegistration: true,
    gates: [
      {
        kind: 'registering',
        otherwise: { byAccount: { personal: routeTarget('coach_profile_my_accounts'), business: 'home' } },
      },
    ],
  }),
  'onboarding-coaching-signup': anonymousRoute('/onboarding/sign_up/:role', 'Sign up', {
    params: { role: { oneOf: SIGN_UP_PATH_ROLES, otherwise: signUpAsCoach } },
  }),
  'onboarding-verify-information': coachRoute('/onboarding/verify-information/:role', 'Verify information', {
    params: { role: { oneOf: VERIFY_INFORMATION_ROLES } },
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
  'onboarding-create': signedInRoute('/onboarding/create/:type', 'Create an account', {
    params: { type: { oneOf: ['team'], otherwise: routeTarget('create-account') } },
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
  'onboarding-setup': signedInRoute('/onboarding/setup/:type', 'Set up an account', {
    params: { type: { oneOf: ['team'], otherwise: signUpAsCoach } },
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
  'onboarding-accept-invitation': route('/onboarding/accept-invitation/:token', 'Accept invitation', {
    access: { kind: 'anonymous-only', otherwise: routeTarget('feed_invites') },
  }),
  // Open to everyone: the link is a single-use secret, and a client signed in under another address than
  // the invited one joins with the account they are in (the page sends a signed-in coach home).
  'onboarding-athlete-invitation': publicRoute('/onboarding/athlete-invitation/:token', 'Program invitation'),
  'onboarding-success': signedInRoute('/onboarding/success', 'Welcome', {
    gates: [{ kind: 'popup-unseen', popup: WELCOME_POPUP, otherwise: 'home' }],
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
  'onboarding-confirmation': publicRoute('/onboarding/confirmation', 'Email confirmation'),
  'onboarding-stripe': coachRoute('/onboarding/stripe-onboarding', 'Payments set-up', {
    query: { source: { oneOf: ['signup', 'settings', 'my_plans'] } },
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
  'onboarding-stripe-error': coachRoute('/onboarding/stripe-onboarding/error', 'Payments set-up failed', {
    query: { source: { oneOf: ['signup', 'settings'] } },
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
  'onboarding-business-setup': coachRoute('/onboarding/business-setup/:type', 'Business account set-up', {
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
  'create-account': coachRoute('/create-account{/:type}', 'Create an account', {
    params: {
      type: {
        redirect: {
          brand: routeTarget('onboarding-business-setup', { type: ':type' }),
          gym: routeTarget('onboarding-business-setup', { type: ':type' }),
        },
      },
    },
    availableWhileBlocked: true,
    partOfRegistration: true,
  }),
} as const;
