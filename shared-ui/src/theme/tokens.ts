import {
  BREAKPOINTS_PX,
  darken,
  DEFAULT_THEME,
  lighten,
  MOBILE_MAX_WIDTH_PX,
  readableForeground,
  readablePair,
  THEME_DARKEN_PERCENT,
  THEME_LIGHTEN_PERCENT,
  type ThemePalette,
} from '@coachforge/contracts';

/** Type scale in px: body text is `md`. */
const fontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28, display: 36 } as const;

/** Elevation: raised cards, floating menus and popovers, modal dialogs. */
const shadows = {
  raised: '0 1px 3px rgb(0 0 0 / 12%)',
  floating: '0 8px 24px rgb(0 0 0 / 14%)',
  modal: '0 16px 48px rgb(0 0 0 / 24%)',
} as const;

/** Stacking order of the page's layers. */
const layers = { header: 10, dropdown: 20, popup: 25, banner: 30, modal: 50, toast: 60 } as const;

/** The spec's breakpoints (spec 01 section 9); mobile layout is under 797.98 px. */
const breakpoints = { small: BREAKPOINTS_PX.small, mobile: MOBILE_MAX_WIDTH_PX, large: BREAKPOINTS_PX.large };

/** Tokens every styled component reads through styled-components' ThemeProvider. */
export interface UiTheme {
  colors: {
    /** The account's theme colour as given, and its darker (hover) and lighter (tint) shades. */
    primary: string;
    primaryDark: string;
    primaryLight: string;
    primaryContrast: string;
    /** Filled buttons: the theme colour, deepened only if its text would not reach 4.5:1. */
    primaryFill: string;
    primaryFillHover: string;
    onPrimaryFill: string;
    secondary: string;
    secondaryContrast: string;
    systemText: string;
    /** Links and accents as text: the system text colour, deepened until it reads on the background. */
    link: string;
    text: string;
    mutedText: string;
    background: string;
    surface: string;
    /** Dividers and card edges; `inputBorder` for fields, which need 3:1 against the page. */
    border: string;
    inputBorder: string;
    /** Outline of the element that has keyboard focus. */
    focusRing: string;
    backdrop: string;
    danger: string;
    dangerSurface: string;
    warning: string;
    warningSurface: string;
    info: string;
    infoSurface: string;
    success: string;
    successSurface: string;
  };
  /** The default corner radius; `radii` for the others. */
  radius: string;
  radii: { sm: string; md: string; lg: string; pill: string };
  font: string;
  fontSizes: { [size in keyof typeof fontSizes]: string };
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeights: { tight: number; body: number };
  /** 4 px steps: space(4) is 16px. */
  space: (steps: number) => string;
  shadows: typeof shadows;
  layers: typeof layers;
  breakpoints: typeof breakpoints;
  /** Media queries for the breakpoints: `${({ theme }) => theme.media.mobile} { … }`. */
  media: { small: string; mobile: string; large: string; desktop: string };
}

const px = (value: number) => `${value}px`;

/** Tokens from an account's web theme (the platform default when it has none). */
export function uiThemeFrom(palette: ThemePalette = DEFAULT_THEME.web_theme): UiTheme {
  const fill = readablePair(palette.primary_color, palette.primary_contrast_color);
  return {
    colors: {
      primary: palette.primary_color,
      primaryDark: darken(palette.primary_color, THEME_DARKEN_PERCENT),
      primaryLight: lighten(palette.primary_color, THEME_LIGHTEN_PERCENT),
      primaryContrast: palette.primary_contrast_color,
      primaryFill: fill.fill,
      primaryFillHover: readablePair(darken(fill.fill, THEME_DARKEN_PERCENT), fill.text).fill,
      onPrimaryFill: fill.text,
      secondary: palette.secondary_color,
      secondaryContrast: readableForeground(palette.secondary_contrast_color, palette.secondary_color),
      systemText: palette.system_text_color,
      link: readableForeground(palette.system_text_color, palette.background_color),
      text: palette.text_color,
      mutedText: readableForeground('#5f6170', palette.background_color),
      background: palette.background_color,
      surface: '#f7f7f9',
      border: '#d6d7de',
      inputBorder: '#8a8c99',
      focusRing: '#1f5fa8',
      backdrop: 'rgb(20 21 28 / 55%)',
      danger: '#c62828',
      dangerSurface: '#fdecea',
      warning: '#8a5200',
      warningSurface: '#fff4e0',
      info: '#1f5fa8',
      infoSurface: '#e8f0fb',
      success: '#2e7d32',
      successSurface: '#e9f5ea',
    },
    radius: '8px',
    radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontSizes: Object.fromEntries(
      Object.entries(fontSizes).map(([name, size]) => [name, px(size)]),
    ) as UiTheme['fontSizes'],
    fontWeights: { regular: 400, medium: 500, bold: 600 },
    lineHeights: { tight: 1.25, body: 1.5 },
    space: (steps: number) => `${steps * 4}px`,
    shadows,
    layers,
    breakpoints,
    media: {
      small: `@media (max-width: ${breakpoints.small}px)`,
      mobile: `@media (max-width: ${breakpoints.mobile}px)`,
      large: `@media (max-width: ${breakpoints.large}px)`,
      desktop: `@media (min-width: ${breakpoints.large + 0.02}px)`,
    },
  };
}

export const defaultUiTheme = uiThemeFrom();
