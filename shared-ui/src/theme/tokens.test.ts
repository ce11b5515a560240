import { DEFAULT_THEME } from '@coachforge/contracts';
import { contrastRatio } from './colour';
import { uiThemeFrom } from './tokens';

const branded = (primary: string, contrast: string) =>
  uiThemeFrom({ ...DEFAULT_THEME.web_theme, primary_color: primary, primary_contrast_color: contrast });

test('the theme colour keeps its value and gets the spec shades: darker by 7.5, lighter by 60', () => {
  const theme = branded('#1f5fa8', '#ffffff');
  expect(theme.colors.primary).toBe('#1f5fa8');
  expect(theme.colors.primaryDark).toBe('#194d88');
  expect(theme.colors.primaryLight).toBe('#fbfcfe');
});

test.each(['#389840', '#ffeb3b', '#00bcd4', '#1f5fa8', '#ff5722'])(
  'buttons in an account themed %s carry readable text',
  (primary) => {
    const { colors } = branded(primary, '#ffffff');
    expect(contrastRatio(colors.primaryFill, colors.onPrimaryFill)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.primaryFillHover, colors.onPrimaryFill)).toBeGreaterThanOrEqual(4.5);
  },
);

test('links in the system text colour read on the page background', () => {
  const { colors } = uiThemeFrom();
  expect(contrastRatio(colors.link, colors.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colors.mutedText, colors.background)).toBeGreaterThanOrEqual(4.5);
});

test('the mobile layout query is the spec breakpoint', () => {
  expect(uiThemeFrom().media.mobile).toBe('@media (max-width: 797.98px)');
});
