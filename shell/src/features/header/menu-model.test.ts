/** @jest-environment node */
import { accountAccessOf, DEFAULT_THEME, type Me, type Subscription } from '@coachforge/contracts';
import { coachMenu, coachProfileMenu, helpMenu } from './menu-model';
import { trialSubscription } from '../../testing/subscriptions';

const trial = trialSubscription();

function meOf({
  business = false,
  subscription = trial,
  stripe = null,
}: {
  business?: boolean;
  subscription?: Subscription;
  stripe?: 'custom' | 'standard' | null;
}): Me {
  return {
    current: {
      id: business ? 2 : 1,
      role: 'coach',
      is_account_owner: true,
      registration_step: null,
      popup_storage: [],
      stripe_account_type: stripe,
      stripe_connect_charges_enabled: false,
      subscription,
    },
    private: { id: 1 },
    theme: DEFAULT_THEME,
  } as unknown as Me;
}

const keysOf = (me: Me, path = '/coach/programs/active') =>
  coachMenu(me, accountAccessOf(me), path).flatMap((group) => group.links.map((link) => link.key));
const disabledOf = (me: Me) =>
  coachMenu(me, accountAccessOf(me), '/')
    .flatMap((group) => group.links)
    .filter((link) => link.disabled)
    .map((link) => link.key);

test('the personal account has no Customisation or Zapier; a business account has both', () => {
  expect(keysOf(meOf({}))).not.toEqual(expect.arrayContaining(['customisation']));
  expect(keysOf(meOf({}))).not.toContain('zapier');
  expect(keysOf(meOf({ business: true }))).toEqual(expect.arrayContaining(['customisation', 'zapier']));
});

test('coupons appear only with financial features and a payment-provider account', () => {
  expect(keysOf(meOf({}))).not.toContain('coupons');
  expect(keysOf(meOf({ stripe: 'standard' }))).toContain('coupons');
});

test.each([
  ['/coach/programs/active', 'programming'],
  ['/coach/exercises/library', 'programming'],
  ['/coach/templates/days', 'programming'],
  ['/leaderboards/daily', 'programming'],
  ['/coach/resources', 'programming'],
  ['/coach/clients/active', 'clients'],
  ['/coach/coupons', 'marketing'],
  ['/c/janedoe', 'marketing'],
  ['/coach/profile/info', null],
])('on %s the highlighted section is %s', (path, section) => {
  const me = meOf({});
  const active = coachMenu(me, accountAccessOf(me), path).filter((group) => group.active);
  expect(active.map((group) => group.key)).toEqual(section ? [section] : []);
});

test('a blocked coach sees every coach link disabled; an empty account has programs disabled too', () => {
  const expired = { ...trial, active: false, trial: false, trial_end_date: '2020-01-01' };
  expect(disabledOf(meOf({ subscription: expired }))).toEqual(keysOf(meOf({ subscription: expired })));
  const empty = { ...trial, active: false, trial: false, trial_end_date: null, state: null };
  expect(disabledOf(meOf({ subscription: empty }))).toContain('programs');
  expect(disabledOf(meOf({}))).toEqual([]);
});

test('the profile menu: Dashboard only with a custom payments account, My profile only on the personal account', () => {
  const keys = (me: Me) => coachProfileMenu(accountAccessOf(me), 0).map((link) => link.key);
  expect(keys(meOf({}))).toEqual(['settings', 'my-profile', 'my-accounts', 'whats-new']);
  expect(keys(meOf({ stripe: 'custom' }))).toEqual([
    'dashboard',
    'settings',
    'my-profile',
    'my-accounts',
    'whats-new',
  ]);
  expect(keys(meOf({ business: true }))).toEqual(['settings', 'my-accounts', 'whats-new']);
  expect(coachProfileMenu(accountAccessOf(meOf({})), 3).find((link) => link.key === 'whats-new')?.count).toBe(
    3,
  );
});

test("the help dropdown disables What's New for a blocked coach", () => {
  const expired = { ...trial, active: false, trial: false, trial_end_date: '2020-01-01' };
  const whatsNew = (me: Me) =>
    helpMenu(accountAccessOf(me), 0).find((item) => item.key === 'help-whats-new') as { disabled: boolean };
  expect(whatsNew(meOf({})).disabled).toBe(false);
  expect(whatsNew(meOf({ subscription: expired })).disabled).toBe(true);
});
