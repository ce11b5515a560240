import { endpoints, messages, type PlatformApi } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { createBus } from '../bus';
import { AppIconDeclinedModal } from './app-icon-declined-modal';

const reasons = [
  { title: 'Too much text', description: 'Icons may not carry words.' },
  { title: 'Low resolution', description: '' },
];

function renderModal() {
  const bus = createBus();
  const request = jest.fn(async () => ({ icon: null, decline_reasons: reasons }));
  const api = { request } as unknown as PlatformApi;
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <AppIconDeclinedModal api={api} bus={bus} />
    </ThemeProvider>,
  );
  return { bus, request };
}

test('a declined icon opens the reasons the review gave, read from coach/coach_icon', async () => {
  const { bus, request } = renderModal();
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => bus.emit({ type: 'app-icon.updated', status: 'declined' }));
  const dialog = await screen.findByRole('dialog', { name: messages.customisation.declineReasonsTitle });
  expect(request).toHaveBeenCalledWith(endpoints.coachIcon, { quiet: true });
  expect(dialog).toHaveTextContent(messages.customisation.appIconDeclined);
  expect(dialog).toHaveTextContent('Too much text — Icons may not carry words.');
  expect(dialog).toHaveTextContent('Low resolution');
  await userEvent.click(screen.getByRole('button', { name: 'Later' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('an approved icon opens nothing', async () => {
  const { bus, request } = renderModal();
  act(() => bus.emit({ type: 'app-icon.updated', status: 'approved' }));
  await Promise.resolve();
  expect(request).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
});
