import {
  endpoints,
  membershipNoticeOf,
  messages,
  planActionOf,
  saleNoticeOf,
  type PublicPlan,
  type PublicPriceOption,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicPlanPage } from './public-plan-page';
import {
  fakeMonthlyPrice as monthly,
  fakePlanMembership as member,
  fakePublicPlan,
} from '../../testing/public-plan-fakes';

/** A free program with a description, a length and session times, as the public page shows it. */
const plan = (overrides: Partial<PublicPlan> = {}): PublicPlan =>
  fakePublicPlan({
    custom_url: 'strong-base',
    description: '<p>Get <strong>strong</strong><script>alert(1)</script></p>',
    plan_pricing: 'free',
    local_price: [],
    average_duration: 45,
    weeks: 8,
    ...overrides,
  });
/** The purchase step's code, here at once: these tests open it in the same bundle. */
const purchaseFormHere = () => Promise.resolve();
const oneOff = { id: 4, duration: 'one_off', price_format: '99.00 USD', local: null } as PublicPriceOption;

test.each([
  ['the owner sees their own page', plan({ is_owner: true }), true, 'owner'],
  ['a removed client cannot start', plan({ is_blocked: true }), true, 'blocked'],
  ['a member opens the calendar', plan({ membership: member('active') }), true, 'calendar'],
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
    'a cancelled member may resume it',
    plan({
      membership: member('canceled', { canceled_by: 'canceled_by_athlete' }),
    }),
    true,
    'resume',
  ],
] as const)('%s', (_, given, signedIn, kind) => {
  expect(planActionOf(given, signedIn).kind).toBe(kind);
});

const open = (
  given: PublicPlan,
  me: ReturnType<typeof fakeMe> | null = fakeMe({ current: { role: 'user' }, private: { role: 'user' } }),
) => {
  let current = given;
  return renderWithPlatform(<PublicPlanPage loadPurchaseForm={purchaseFormHere} />, {
    ...(me ? { me } : {}),
    route: '/p/strong-base',
    path: '/p/:plan_id',
    request: (endpoint, options) => {
      if (endpoint === endpoints.getPublicPlan) return current;
      if (endpoint === endpoints.purchasePlan) {
        current = {
          ...current,
          membership: member('active'),
        };
        return {
          membership: { id: 1, plan_id: 7, state: 'active' },
          requires_action: false,
          payment_intent_client_secret: null,
          payment_intent_id: null,
          body: options.body,
        };
      }
      if (endpoint === endpoints.openConversation) return { id: 31, kind: 'conversation' };
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

test('the price bar shows a client the price in their currency beside the price they are charged', async () => {
  const inEuros: PublicPriceOption = {
    ...monthly,
    amount: 2900,
    local: { amount: 2527, currency: 'EUR', rate_date: '2026-03-13' },
  };
  open(plan({ plan_pricing: 'paid', local_price: [inEuros] }));
  const bar = await screen.findByTestId('price-bar');
  expect(within(bar).getByTestId('local-price')).toHaveTextContent('≈ €25.27 · charged as $29.00');
  expect(bar).toHaveTextContent('(rates of 13 Mar, 2026)');
});

test('a price in the client’s own currency shows alone, with no conversion', async () => {
  open(plan({ plan_pricing: 'paid', local_price: [monthly] }));
  const bar = await screen.findByTestId('price-bar');
  expect(bar).toHaveTextContent('49.99 USD / monthly');
  expect(within(bar).queryByTestId('local-price')).not.toBeInTheDocument();
  expect(bar).not.toHaveTextContent('≈');
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
  renderWithPlatform(<PublicPlanPage loadPurchaseForm={purchaseFormHere} />, {
    route: '/p/nothing',
    path: '/p/:plan_id',
    request: () => Promise.reject(new Error('Not found')),
  });
  expect(await screen.findByText('Program not found')).toBeInTheDocument();
});

test.each([
  ['a missed payment warns', member('past_due'), 'warning', /did not go through/],
  [
    'a cancelled subscription says it runs to its period end',
    member('active', { cancel_at_period_end: true }),
    'info',
    /end of the period/,
  ],
  ['a later start says when', member('scheduled'), 'info', /starts on 2026-11-02/],
] as const)('%s', (_, membership, tone, text) => {
  const notice = membershipNoticeOf(membership);
  expect(notice?.tone).toBe(tone);
  expect(notice?.text).toMatch(text);
});

test('an active member has no notice, and a finished program can only start again', () => {
  expect(membershipNoticeOf(member('active'))).toBeNull();
  expect(planActionOf(plan({ membership: member('finished') }), true)).toEqual({
    kind: 'resume',
    free: true,
    choices: ['restart'],
  });
});

test('a member with a missed payment is warned on the page and offered to pay and to cancel', async () => {
  const paid = { amount: 4999, currency: 'USD', duration: 'monthly' as const };
  open(
    plan({
      plan_pricing: 'paid',
      local_price: [monthly],
      membership: member('past_due', { plan_price: paid }),
    }),
  );
  expect(await screen.findByTestId('membership-notice')).toHaveTextContent('did not go through');
  expect(screen.getByTestId('pay-owed-7')).toHaveAttribute('href', '/plan/7/purchase');
  expect(screen.getByRole('button', { name: 'Calendar' })).toBeInTheDocument();
});

test('a client resumes a cancelled free program where they stopped', async () => {
  const { requests } = open(plan({ membership: member('canceled', { canceled_by: 'canceled_by_athlete' }) }));
  await userEvent.click(await screen.findByRole('button', { name: 'Resume for Free' }));
  const dialog = await screen.findByTestId('resume-dialog');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Continue where I stopped' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
  await waitFor(() =>
    expect(requests.find((r) => r.path === endpoints.purchasePlan.path)?.options.body).toMatchObject({
      resume_type: 'continue',
    }),
  );
});

test('a paid cancelled program resumes through the purchase form with the choice', async () => {
  const { platform } = open(
    plan({
      plan_pricing: 'paid',
      local_price: [monthly],
      membership: member('canceled', { canceled_by: 'canceled_by_athlete' }),
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
  const dialog = await screen.findByTestId('resume-dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
  expect(platform.navigate).toHaveBeenCalledWith(
    'plan_purchase_form',
    { plan_id: 7 },
    { resume_type: 'restart' },
  );
});

test('a free program with a waiver is got only after Accept, which waits for the box to be ticked', async () => {
  const { requests } = open(
    plan({
      plan_waiver: {
        show: true,
        text: 'Train at your own risk.',
        attachments: [
          {
            id: 41,
            title: 'Health form.pdf',
            kind: 'other',
            file_size: 2048,
            content_type: 'application/pdf',
            url: 'https://files.test/health-form.pdf?signature=s',
          },
        ],
        accepted_text: null,
        full_name: null,
        created_at: null,
      },
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Get for Free' }));
  const dialog = await screen.findByTestId('waiver-dialog');
  expect(within(dialog).getByTestId('waiver-text')).toHaveTextContent('Train at your own risk.');
  // The waiver's files are read before accepting.
  expect(within(dialog).getByRole('link', { name: 'Health form.pdf' })).toHaveAttribute(
    'href',
    'https://files.test/health-form.pdf?signature=s',
  );
  const accept = within(dialog).getByRole('button', { name: 'Accept' });
  expect(accept).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Confirmed as read and accepted' }));
  expect(accept).toBeEnabled();
  expect(requests.some((r) => r.path === endpoints.purchasePlan.path)).toBe(false);
  await userEvent.click(accept);
  await waitFor(() =>
    expect(requests.find((r) => r.path === endpoints.purchasePlan.path)?.options.body).toMatchObject({
      waiver: { accepted: true, full_name: expect.any(String) },
    }),
  );
});

test('a Fixed Length program not started yet can be rescheduled; earlier days than allowed cannot be chosen', async () => {
  const scheduled = plan({
    plan_type: 'fixed',
    membership: member('scheduled', { start_day: '2030-03-13' }),
  });
  const { requests, platform } = renderWithPlatform(<PublicPlanPage loadPurchaseForm={purchaseFormHere} />, {
    me: fakeMe({ current: { role: 'user' }, private: { role: 'user' } }),
    route: '/p/strong-base',
    path: '/p/:plan_id',
    request: (endpoint, options) => {
      if (endpoint === endpoints.getPublicPlan) return scheduled;
      if (endpoint === endpoints.rescheduleInfo)
        return { start_current_schedule: '2030-03-13', min_available_date: '2030-03-11' };
      if (endpoint === endpoints.reschedule)
        return { state: 'scheduled', start_day: (options.body as { date: string }).date };
      return undefined;
    },
  });
  expect(await screen.findByTestId('membership-notice')).toHaveTextContent('starts on 2030-03-13');
  expect(screen.queryByRole('button', { name: 'Calendar' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
  const dialog = await screen.findByTestId('reschedule-dialog');
  expect(await within(dialog).findByText(/starts on March 13, 2030/)).toBeInTheDocument();
  const pickerButtons = within(dialog)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-haspopup'));
  await userEvent.click(pickerButtons[0]!);
  const calendar = await screen.findByRole('dialog', { name: /New start date/ });
  expect(within(calendar).getByRole('button', { name: /10 March 2030/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await userEvent.click(within(calendar).getByRole('button', { name: /20 March 2030/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
  await waitFor(() =>
    expect(requests.find((r) => r.path === endpoints.reschedule.path)?.options.body).toEqual({
      date: '2030-03-20',
    }),
  );
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: messages.purchase.rescheduled('Strong Base'),
    }),
  );
});

test('a client of the program contacts the coach: their conversation with the coach account opens', async () => {
  const { requests, platform } = open(plan({ membership: member('active') }));
  await userEvent.click(await screen.findByRole('button', { name: 'Contact coach' }));
  await waitFor(() =>
    expect(platform.navigate).toHaveBeenCalledWith('conversation', { conversation_id: 31 }),
  );
  const sent = requests.find((r) => r.path === endpoints.openConversation.path)!;
  expect(sent.options.body).toEqual({ account_id: 2 });
});

test('a visitor who was never the coach’s client is not offered Contact coach', async () => {
  open(plan());
  expect(await screen.findByRole('button', { name: 'Get for Free' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Contact coach' })).not.toBeInTheDocument();
});

const owner = (overrides: Partial<PublicPlan['user']>): PublicPlan['user'] => ({
  ...fakePublicPlan().user,
  ...overrides,
});

test.each([
  ['a coach is told to use a client account', plan(), 'coach', messages.purchase.coachAccount],
  [
    'an archived program says so',
    plan({ archive: true, can_sale: false }),
    'user',
    messages.purchase.archived,
  ],
  [
    'a blocked owner cannot sell',
    plan({ can_sale: false, user: owner({ blocked: true }) }),
    null,
    messages.payments.coachCannotTakePayments,
  ],
  [
    'an owner selling through Zapier cannot sell here',
    plan({ can_sale: false, user: owner({ zapier_account: true }) }),
    'user',
    messages.payments.coachCannotTakePayments,
  ],
  [
    'a paid program of an owner without card charges cannot be bought',
    plan({ plan_pricing: 'paid', can_sale: false, user: owner({ stripe_connect_charges_enabled: false }) }),
    'user',
    messages.payments.coachCannotTakePayments,
  ],
  [
    'a private program this client is not allowed',
    plan({ accessibility: false, allowed_to_buy: false }),
    'user',
    messages.purchase.noPermission,
  ],
  ['a program on sale has no banner', plan(), 'user', null],
  ['the owner has none', plan({ is_owner: true }), 'coach', null],
  ['a member has none', plan({ membership: member('active'), archive: true }), 'user', null],
] as const)('alert banner: %s', (_, given, role, text) => {
  expect(saleNoticeOf(given, role)).toBe(text);
});

test('a Zapier owner’s unavailable program shows the banner and Currently Unavailable', async () => {
  open(plan({ can_sale: false, allowed_to_buy: false, user: owner({ zapier_account: true }) }));
  expect(await screen.findByTestId('sale-notice')).toHaveTextContent(
    messages.payments.coachCannotTakePayments,
  );
  expect(screen.getByRole('button', { name: 'Currently Unavailable' })).toBeDisabled();
});

test.each([
  ['without connected zaps nothing is offered', false, []],
  ['with connected zaps only Cancel subscription', true, ['Cancel subscription']],
] as const)('a client of a Zapier owner: %s', async (_, zaps, offered) => {
  const paid = { amount: 4999, currency: 'USD', duration: 'monthly' as const };
  open(
    plan({
      plan_pricing: 'paid',
      local_price: [monthly, { ...monthly, id: 5, duration: 'yearly', amount: 49_999 }],
      user: owner({ zapier_account: true, zaps_connected: zaps }),
      membership: member('active', { plan_price: paid, cancel_at_period_end: false }),
    }),
  );
  await screen.findByRole('button', { name: 'Calendar' });
  for (const name of ['Change price', 'Resume subscription', 'Cancel subscription'])
    if ((offered as readonly string[]).includes(name))
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

test('the owner sees the status, trial, training and a buffer of at most 3 weeks', async () => {
  open(
    plan({
      is_owner: true,
      trial_days: 7,
      owner_facts: { plan_max_buffer: 3, schedule_weeks: 8, training_weeks: 6 },
    }),
    fakeMe({ current: { role: 'coach' } }),
  );
  const facts = await screen.findByTestId('owner-facts');
  expect(facts).toHaveTextContent('StatusPublished');
  expect(facts).toHaveTextContent('Trial7 days');
  expect(facts).toHaveTextContent('Training6 of 8 weeks have training');
  expect(facts).toHaveTextContent('Buffer3 weeks');
  // The owner cannot ask themselves questions.
  expect(screen.queryByRole('button', { name: 'Contact coach' })).not.toBeInTheDocument();
});

test('on a phone the cover follows the scroll at 0.45 of it; not for reduced motion', async () => {
  const media = (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  const original = window.matchMedia;
  window.matchMedia = jest.fn(media) as unknown as typeof window.matchMedia;
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
    run(0);
    return 1;
  });
  try {
    open(plan({ covers: [{ cover_type: 'main', image_url: '/api/plans/7/covers/main' }] }));
    const cover = await screen.findByTestId('plan-cover');
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(cover.style.transform).toBe('translateY(90px)');
  } finally {
    frame.mockRestore();
    window.matchMedia = original;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  }
});

test('the owner card leads to the coach’s other programs; the owner does not see it', async () => {
  const { platform } = open(plan({ user: owner({ custom_url: 'casey', type_account: 'private' }) }));
  const card = await screen.findByTestId('owner-card');
  expect(card).toHaveTextContent('Casey Coach');
  const more = within(card).getByRole('link', { name: 'See More Programs' });
  expect(more).toHaveAttribute('href', '/c/casey/programs');
  await userEvent.click(more);
  expect(platform.navigate).toHaveBeenCalledWith('public-page-short-link-plans', {
    user_type: 'c',
    user_id: 'casey',
  });
});

test('the owner’s own page has no owner card', async () => {
  open(plan({ is_owner: true }), fakeMe({ current: { role: 'coach' } }));
  await screen.findByTestId('owner-facts');
  expect(screen.queryByTestId('owner-card')).not.toBeInTheDocument();
});

test('a client the coach removed sees Start disabled, and why, on the program page', async () => {
  open(plan({ is_blocked: true }));
  const start = await screen.findByRole('button', { name: 'Start my Program' });
  expect(start).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByTestId('plan-actions')).toHaveTextContent(messages.clients.blocked);
  await userEvent.hover(start);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(messages.clients.blocked);
});

test('the attachments are listed with their kind and size, each opening its file; none, no section', async () => {
  const attachments = [
    {
      id: 31,
      title: '<b>Guide</b>.pdf',
      kind: 'other' as const,
      file_size: 2_400_000,
      content_type: 'application/pdf',
      url: 'https://files.test/guide.pdf?signature=a',
    },
    {
      id: 32,
      title: 'Warm-up',
      kind: 'youtube' as const,
      file_size: null,
      content_type: null,
      url: 'https://www.youtube.com/watch?v=abc',
    },
  ];
  open(plan({ attachments }));
  const list = await screen.findByTestId('plan-attachments');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const guide = within(items[0]!).getByRole('link', { name: '<b>Guide</b>.pdf' });
  expect(guide).toHaveAttribute('href', 'https://files.test/guide.pdf?signature=a');
  expect(guide).toHaveAttribute('target', '_blank');
  expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  expect(items[0]).toHaveTextContent('Other · 2.3 MB');
  expect(items[1]).toHaveTextContent('Warm-up');
  expect(items[1]).toHaveTextContent('Video link');
  expect(screen.getByRole('heading', { name: 'Attachments' })).toBeInTheDocument();
});

test('a program without attachments shows no Attachments section', async () => {
  open(plan({ attachments: [] }));
  expect(await screen.findByTestId('price-bar')).toBeInTheDocument();
  expect(screen.queryByTestId('plan-attachments')).not.toBeInTheDocument();
});
