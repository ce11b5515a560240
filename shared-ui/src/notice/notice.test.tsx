import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { contrastRatio } from '@coachforge/contracts';
import { defaultUiTheme } from '../theme/tokens';
import { Notice } from './notice';

const inTheme = (node: React.ReactNode) =>
  render(<ThemeProvider theme={defaultUiTheme}>{node}</ThemeProvider>);

test('an error is announced at once, with its words and its action', () => {
  inTheme(
    <Notice tone="error" action={<button type="button">Try again</button>}>
      This link has expired.
    </Notice>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('information is announced politely and the icon stays out of the accessible text', () => {
  inTheme(<Notice>Check your inbox.</Notice>);
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent(/^Check your inbox\.$/);
  expect(notice.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('every tone keeps its text readable on its surface (4.5:1 or better)', () => {
  const { colors } = defaultUiTheme;
  for (const [ink, surface] of [
    [colors.info, colors.infoSurface],
    [colors.success, colors.successSurface],
    [colors.warning, colors.warningSurface],
    [colors.danger, colors.dangerSurface],
  ])
    expect(contrastRatio(ink!, surface!)).toBeGreaterThanOrEqual(4.5);
});
