import { endpoints, messages, type PriceOption, type PublicPlan } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { planActionOf } from './plan-actions';
import { PublicPlanPage } from './public-plan-page';

const plan = (overrides: Partial<PublicPlan> = {}): PublicPlan => ({
  id: 7,
  custom_url: 'strong-base',
  title: 'Strong Base',
  description: '<p>Get <strong>strong</strong><script>alert(1)</script></p>',
  plan_type: 'one_many',
  plan_pricing: 'free',
  original_price: null,
  local_price: [],
  level: null,
  average_duration: 45,
  weeks_duration: null,
  sections_duration: null,
  weeks: 8,
  trial_days: 0,
  launch_date: null,
  covers: [],
  user: {
    id: 2,
    full_name: 'Casey Coach',
    type_account: 'private',
    custom_url: null,
    stripe_connect_charges_enabled: true,
  },
  accessibility: true,
  archive: false,
  plan_status: 'published',
  can_sale: true,
  allowed_to_buy: true,
  is_bought: false,
  is_blocked: false,
  is_owner: false,
  membership: null,
  ...overrides,
});
const monthly = { id: 3, duration: 'monthly', price_format: '49.99 USD / monthly' } as PriceOption;
const oneOff = { id: 4, duration: 'one_off', price_format: '99.00 USD' } as PriceOption;

test.each([
  ['the owner sees their own page', plan({ is_owner: true }), true, 'owner'],
  ['a removed client cannot start', plan({ is_blocked: true }), true, 'blocked'],
  [
    'a member opens the calendar',
    plan({ membership: { state: 'active', cancel_at_period_end: false, canceled_by: null } }),
    true,
    'calendar',
  ],
  ['an archived program is unavailable', plan({ archive: true }), true, 'unavailable'],
  ['a program that cannot be sold is unavailable', plan({ can_sale: false }), false, 'unavailable'],
  ['a visitor signs in first', plan(), false, 'sign_in'],
  [
    'a private program this client may not buy is unavailable',
    plan({ allowed_to_buy: false }),
    true,
    'unavailable',
  ],
  ['a free program is got for free', plan(), true, 'get_free'],
  ['a one-off price is purchased', plan({ plan_pricing: 'paid', local_price: [oneOff] }), true, 'purchase'],
  [
    'a recurring price is subscribed',
    plan({ plan_pricing: 'paid', local_price: [monthly] }),
    true,
    'subscribe',
  ],
  [
    'a cancelled member may get it again',
    plan({
      membership: { state: 'canceled', cancel_at_period_end: false, canceled_by: 'canceled_by_athlete' },
    }),
    true,
    'get_free',
  ],
] as const)('%s', (_, given, signedIn, kind) => {
  expect(planActionOf(given, signedIn).kind).toBe(kind);
});

const open = (
  given: PublicPlan,
  me: ReturnType<typeof fakeMe> | null = fakeMe({ current: { role: 'user' }, private: { role: 'user' } }),
) => {
  let current = given;
  return renderWithPlatform(<PublicPlanPage />, {
    ...(me ? { me } : {}),
    route: '/p/strong-base',
    path: '/p/:plan_id',
    request: (endpoint, options) => {
      if (endpoint === endpoints.getPublicPlan) return current;
      if (endpoint === endpoints.purchasePlan) {
        current = {
          ...current,
          membership: { state: 'active', cancel_at_period_end: false, canceled_by: null },
        };
        return {
          membership: { id: 1, plan_id: 7, state: 'active' },
          requires_action: false,
          payment_intent_client_secret: null,
          payment_intent_id: null,
          body: options.body,
        };
      }
      return undefined;
    },
  });
};

test('a client gets a free program and is told what happens next', async () => {
  const { requests, platform } = open(plan());
  expect(await screen.findByTestId('plan-title')).toHaveTextContent('Strong Base');
  expect(screen.getByTestId('plan-description').innerHTML).toBe('<p>Get <strong>strong</strong></p>');
  expect(screen.getByTestId('price-bar')).toHaveTextContent('Free');
  await userEvent.click(screen.getByRole('button', { name: 'Get for Free' }));
  const next = await screen.findByRole('region', { name: 'What happens next' });
  const sent = requests.find((r) => r.path === endpoints.purchasePlan.path)!;
  expect(sent.options.params).toEqual({ plan_id: 7 });
  expect(sent.options.body).toEqual({ time_zone: expect.any(String) });
  await userEvent.click(within(next).getByRole('button', { name: 'Start my Program' }));
  expect(platform.navigate).toHaveBeenCalledWith('calendar');
});

test('a fixed program asks for its start date before it is added', async () => {
  const { requests } = open(plan({ plan_type: 'fixed' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Get for Free' }));
  const dialog = await screen.findByTestId('start-date-dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add to calendar' }));
  await screen.findByRole('region', { name: 'What happens next' });
  const body = requests.find((r) => r.path === endpoints.purchasePlan.path)!.options.body as {
    start_date: string;
  };
  expect(body.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('a visitor is asked to sign in, and a paid recurring program offers its trial', async () => {
  const { platform } = open(plan({ plan_pricing: 'paid', local_price: [monthly], trial_days: 7 }), null);
  await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
  const dialog = await screen.findByTestId('sign-in-dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  expect(await within(dialog).findByText(messages.validation.emailRequired)).toBeInTheDocument();
  expect(platform.session.signIn).not.toHaveBeenCalled();
});

test('the owner sees the public link, copies it, and the notice goes after 3 seconds', async () => {
  jest.useFakeTimers();
  try {
    open(plan({ is_owner: true }));
    expect(await screen.findByTestId('public-link')).toHaveTextContent('/p/strong-base');
    expect(screen.getByText('This is your program: clients see this page.')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    // The test's user stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toContain('/p/strong-base');
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Link copied')).not.toBeInTheDocument());
  } finally {
    jest.useRealTimers();
  }
});

test('an unknown program says so', async () => {
  renderWithPlatform(<PublicPlanPage />, {
    route: '/p/nothing',
    path: '/p/:plan_id',
    request: () => Promise.reject(new Error('Not found')),
  });
  expect(await screen.findByText('Program not found')).toBeInTheDocument();
});
