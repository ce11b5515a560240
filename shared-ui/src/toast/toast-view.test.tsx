import { messages } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ToastView } from './toast-view';

test('an error toast is announced at once with its title and text, and Dismiss closes it', async () => {
  const onDismiss = jest.fn();
  renderWithTheme(<ToastView toast={{ type: 'error', text: 'Card declined' }} onDismiss={onDismiss} />);
  const toast = screen.getByRole('alert');
  expect(toast).toHaveTextContent(messages.alertTitles.error);
  expect(toast).toHaveTextContent('Card declined');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

test('other toasts are announced politely', () => {
  renderWithTheme(
    <ToastView toast={{ type: 'congrats', text: 'Program published' }} onDismiss={() => undefined} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Program published');
});
