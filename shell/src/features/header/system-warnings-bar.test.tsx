import { endpoints, messages, type PlatformApi, type SystemWarning } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { SystemWarningsBar } from './system-warnings-bar';

const apiAnswering = (warnings: SystemWarning[]) =>
  ({
    request: jest.fn((endpoint) => Promise.resolve(endpoint === endpoints.warnings ? warnings : null)),
  }) as unknown as PlatformApi;

const renderBar = (warnings: SystemWarning[], pathname: string) =>
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <SystemWarningsBar api={apiAnswering(warnings)} accountId={1} pathname={pathname} />
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
        <SystemWarningsBar api={api} accountId={1} pathname="/coach/programs" />
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
