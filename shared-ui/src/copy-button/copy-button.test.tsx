import { messages } from '@coachforge/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { CopyButton } from './copy-button';

afterEach(() => jest.useRealTimers());

test('copying puts the text on the clipboard and says Copied for a few seconds', async () => {
  jest.useFakeTimers();
  // The test's user stands in for the browser's clipboard.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(<CopyButton text="cf_live_1234" label="Copy API key" />);
  await user.click(screen.getByRole('button', { name: 'Copy API key' }));
  expect(await screen.findByText(messages.ui.copied)).toHaveAttribute('role', 'status');
  expect(await navigator.clipboard.readText()).toBe('cf_live_1234');
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('a browser that will not copy gets the failure sentence, which stays', async () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  renderWithTheme(
    <CopyButton text="secret" label="Copy signing secret" failedText="The key could not be copied." />,
  );
  await user.click(screen.getByRole('button', { name: 'Copy signing secret' }));
  expect(screen.getByRole('status')).toHaveTextContent('The key could not be copied.');
});
