import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultUiTheme } from '../theme/tokens';

/** Renders a component inside the platform's default theme, as every screen is. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => <ThemeProvider theme={defaultUiTheme}>{children}</ThemeProvider>,
    ...options,
  });
}
