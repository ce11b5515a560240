import { DEFAULT_THEME, type ThemePalette } from '@coachforge/contracts';

/** Tokens every styled component reads through styled-components' ThemeProvider. */
export interface UiTheme {
  colors: {
    primary: string;
    primaryContrast: string;
    secondary: string;
    secondaryContrast: string;
    systemText: string;
    text: string;
    mutedText: string;
    background: string;
    surface: string;
    border: string;
    danger: string;
    warning: string;
    info: string;
    success: string;
  };
  radius: string;
  font: string;
  space: (steps: number) => string;
}

/** Tokens from an account's web theme (the platform default when it has none). */
export function uiThemeFrom(palette: ThemePalette = DEFAULT_THEME.web_theme): UiTheme {
  return {
    colors: {
      primary: palette.primary_color,
      primaryContrast: palette.primary_contrast_color,
      secondary: palette.secondary_color,
      secondaryContrast: palette.secondary_contrast_color,
      systemText: palette.system_text_color,
      text: palette.text_color,
      mutedText: '#5f6170',
      background: palette.background_color,
      surface: '#f7f7f9',
      border: '#d6d7de',
      danger: '#c62828',
      warning: '#a86400',
      info: '#1f5fa8',
      success: '#2e7d32',
    },
    radius: '8px',
    font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    space: (steps: number) => `${steps * 4}px`,
  };
}

export const defaultUiTheme = uiThemeFrom();
