import { defaultUiTheme } from '@coachforge/ui';
import { render, screen, waitFor } from '@testing-library/react';
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
