import { contrastRatio, darken, DEFAULT_THEME, themeShades } from '@coachforge/contracts';
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

test('the 10-colour palette runs from light to dark with the colour itself at 500', () => {
  const shades = themeShades('#389840');
  expect(shades.map((s) => s.shade)).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  expect(shades[5]!.colour).toBe('#389840');
  expect(shades[6]!.colour).toBe(darken('#389840', 7.5));
  const lightness = shades.map(({ colour }) => contrastRatio(colour, '#000000'));
  expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
});
