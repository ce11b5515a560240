import { DEFAULT_THEME, readablePair } from '@coachforge/contracts';

const palette = DEFAULT_THEME.web_theme;
const fill = readablePair(palette.primary_color, palette.primary_contrast_color);

/** The platform's palette, for the parts a drawn page colours itself. */
export const drawnPalette = palette;

/**
 * The design system's primary button, as drawn pages show it (`.cf-drawn-button`): on an account's own
 * address in the account's colours, from the custom properties its themed page sets (host-theme.ts).
 */
export const drawnButtonCss = `
.cf-drawn-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; font: inherit;
  font-weight: 600; font-size: 16px; line-height: 1.25; border-radius: 8px; padding: 10px 20px; cursor: pointer;
  border: 1px solid var(--cf-primary-fill, ${fill.fill});
  background: var(--cf-primary-fill, ${fill.fill}); color: var(--cf-on-primary-fill, ${fill.text}); }
.cf-drawn-button:focus-visible { outline: 2px solid #1f5fa8; outline-offset: 2px; }
.cf-drawn-button:disabled, .cf-drawn-button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.cf-drawn-button[aria-busy='true'] { cursor: progress; }
`;
