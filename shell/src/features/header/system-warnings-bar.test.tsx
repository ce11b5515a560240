import {
  DEFAULT_THEME,
  endpoints,
  messages,
  type Me,
  type PlatformApi,
  type SystemWarning,
} from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { SystemWarningsBar } from './system-warnings-bar';

const apiAnswering = (warnings: SystemWarning[]) =>
  ({
    request: jest.fn((endpoint) => Promise.resolve(endpoint === endpoints.warnings ? warnings : null)),
  }) as unknown as PlatformApi;

const signedIn = (accountId = 1) =>
  ({
    current: { id: accountId, role: 'coach', popup_storage: [] },
    private: { id: 1 },
    theme: DEFAULT_THEME,
  }) as unknown as Me;

const renderBar = (warnings: SystemWarning[], pathname: string) =>
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <SystemWarningsBar api={apiAnswering(warnings)} me={signedIn()} pathname={pathname} />
    </ThemeProvider>,
  );

const owed = (...plans: [number, string | null][]): SystemWarning => ({
  type: 'missed_payment',
  data: plans.map(([plan_id, custom_url]) => ({ plan_id, custom_url })),
});

test('a missed payment of one program leads to that program’s page, where it can be paid', async () => {
  renderBar([owed([7, 'engine'])], '/user/calendar');
  const bar = await screen.findByTestId('system-warning-missed_payment');
  expect(bar).toHaveTextContent(messages.systemWarnings.missedPayment);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/p/engine');
});

test('missed payments of several programs lead to the billing history that lists them', async () => {
  renderBar([owed([7, null], [9, null])], '/user/calendar');
  await screen.findByTestId('system-warning-missed_payment');
  expect(screen.getByRole('link')).toHaveAttribute('href', '/user/billing/history');
});

test.each([
  ['/p/7', 'by id'],
  ['/p/engine', 'by its web address'],
  ['/plan/7/purchase', 'on its purchase form'],
])('the warning is not repeated on the owed program’s own page (%s, %s)', async (pathname) => {
  renderBar([owed([7, 'engine']), { type: 'stripe_attention', data: [] }], pathname);
  // The answer has arrived once the other warning shows.
  expect(await screen.findByTestId('system-warning-stripe_attention')).toBeInTheDocument();
  expect(screen.queryByTestId('system-warning-missed_payment')).not.toBeInTheDocument();
});

test('on another program’s page the warning still shows', async () => {
  renderBar([owed([7, 'engine'])], '/p/8');
  expect(await screen.findByTestId('system-warning-missed_payment')).toBeInTheDocument();
});

test.each([
  ['white_label_trial', 'white_label_trial_warning', messages.systemWarnings.whiteLabelTrial],
  ['empty_account', 'empty_account_highlight', messages.systemWarnings.emptyAccount],
] as const)(
  'the %s warning leads to the plans and, once closed, is remembered as %s',
  async (type, popupName, text) => {
    const api = apiAnswering([{ type, data: [] }]);
    render(
      <ThemeProvider theme={defaultUiTheme}>
        <SystemWarningsBar api={api} me={signedIn()} pathname="/coach/programs" />
      </ThemeProvider>,
    );
    const bar = await screen.findByTestId(`system-warning-${type}`);
    expect(bar).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: messages.systemWarnings.choosePlan })).toHaveAttribute(
      'href',
      '/coach/choose_your_plan',
    );
    await userEvent.click(screen.getByRole('button', { name: messages.systemWarnings.close }));
    expect(screen.queryByTestId(`system-warning-${type}`)).not.toBeInTheDocument();
    expect(api.request).toHaveBeenCalledWith(endpoints.popupStorage, {
      body: { popup_name: popupName },
      quiet: true,
    });
  },
);

test('the warnings the header came with are shown without asking again, for that session only', async () => {
  const api = apiAnswering([owed([7, null])]);
  const me = signedIn();
  const first = {
    me,
    warnings: [{ type: 'stripe_attention', data: [] }] as SystemWarning[],
    checklist: null,
  };
  const { unmount } = render(
    <ThemeProvider theme={defaultUiTheme}>
      <SystemWarningsBar api={api} me={me} pathname="/coach/programs" first={first} />
    </ThemeProvider>,
  );
  expect(screen.getByTestId('system-warning-stripe_attention')).toBeInTheDocument();
  expect(api.request).not.toHaveBeenCalled();
  unmount();

  // Signed out and in again in the same page: the same account, a new answer of the session. What the
  // header came with may be out of date by then (the payment made meanwhile, say): asked anew.
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <SystemWarningsBar api={api} me={signedIn()} pathname="/coach/programs" first={first} />
    </ThemeProvider>,
  );
  expect(await screen.findByTestId('system-warning-missed_payment')).toBeInTheDocument();
  expect(screen.queryByTestId('system-warning-stripe_attention')).not.toBeInTheDocument();
  expect(api.request).toHaveBeenCalledWith(endpoints.warnings, expect.objectContaining({ quiet: true }));
});
