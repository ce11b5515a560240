import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { defaultUiTheme } from '../theme/tokens';
import { ErrorPanel } from './error-panel';

test('a contained failure offers Retry, and Retry calls back', async () => {
  const onRetry = jest.fn();
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <ErrorPanel title="Sign-in could not be loaded." onRetry={onRetry} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Sign-in could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
