import { messages } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { StyleGuidePage } from './style-guide-page';

const renderGuide = () =>
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <StyleGuidePage />
    </ThemeProvider>,
  );

test('the style guide shows every group of components', () => {
  renderGuide();
  for (const group of ['Theme', 'Actions', 'Forms', 'Overlays', 'Data and navigation', 'Feedback']) {
    expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
  }
  expect(screen.getByRole('grid', { name: 'Clients' })).toBeInTheDocument();
  expect(screen.getByText('No clients yet')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Attachments: Files' })).toBeInTheDocument();
  expect(screen.getByTestId('date-formats')).toHaveTextContent('1 March 2026');
  expect(screen.getByTestId('date-formats')).toHaveTextContent('01 Mar, 2026');
  expect(screen.getByRole('group', { name: 'Filter clients' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy API key' })).toHaveTextContent(messages.ui.copy);
});

test('its filter bar shows what is chosen, an age range only once it is valid', async () => {
  renderGuide();
  const bar = screen.getByRole('group', { name: 'Filter clients' });
  const chosen = screen.getByTestId('style-guide-filter-values');
  expect(chosen).toHaveTextContent('"state":"active"');
  await userEvent.click(within(bar).getByRole('radio', { name: 'Trial' }));
  expect(chosen).toHaveTextContent('"state":"trial"');
  await userEvent.type(within(bar).getByRole('textbox', { name: 'From' }), '12');
  expect(within(bar).getByRole('alert')).toHaveTextContent(messages.ui.ageRangeInvalid);
  expect(chosen).toHaveTextContent('"age":{"from":null,"to":null}');
  await userEvent.type(within(bar).getByRole('textbox', { name: 'From' }), '{Backspace}8');
  expect(chosen).toHaveTextContent('"age":{"from":18,"to":null}');
});

test('its dialog opens from the keyboard, Escape closes it and focus goes back to the button', async () => {
  renderGuide();
  const open = screen.getByTestId('style-guide-open-dialog');
  open.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Invite a coach' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(open).toHaveFocus());
});
