import { contrastRatio, darken, lighten, readableForeground, readablePair, readableTextOn } from './colour';

test('black on white has the greatest contrast, a colour on itself none', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#389840', '#389840')).toBeCloseTo(1, 5);
});

test('darken and lighten move lightness by percentage points, as the theme spec reads', () => {
  expect(darken('#808080', 7.5)).toBe('#6d6d6d');
  expect(lighten('#808080', 10)).toBe('#9a9a9a');
  expect(lighten('#389840', 60)).toBe('#ffffff');
  expect(darken('#000000', 7.5)).toBe('#000000');
});

test.each`
  background   | preferred    | text
  ${'#1f5fa8'} | ${'#ffffff'} | ${'#ffffff'}
  ${'#ffff00'} | ${'#ffffff'} | ${'#22242f'}
  ${'#f5fbf5'} | ${'#22242f'} | ${'#22242f'}
  ${'#f5fbf5'} | ${'#eeeeee'} | ${'#22242f'}
`('text on $background is $text when $preferred is asked for', ({ background, preferred, text }) => {
  expect(readableTextOn(background, preferred)).toBe(text);
});

test.each(['#389840', '#ff9800', '#00bcd4', '#e91e63', '#777777', '#ffffff', '#000000', '#f5fbf5'])(
  'a fill of %s and its text always reach 4.5:1',
  (fill) => {
    const pair = readablePair(fill, '#ffffff');
    expect(contrastRatio(pair.fill, pair.text)).toBeGreaterThanOrEqual(4.5);
  },
);

test('a fill that already reads well with its preferred text is kept as it is', () => {
  expect(readablePair('#1f5fa8', '#ffffff')).toEqual({ fill: '#1f5fa8', text: '#ffffff' });
});

test('the platform green keeps its hue but is deepened until white text reads on it', () => {
  const pair = readablePair('#389840', '#ffffff');
  expect(pair.text).toBe('#ffffff');
  expect(pair.fill).not.toBe('#389840');
  expect(contrastRatio(pair.fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
});

test('a brand colour used as text on white is deepened until it reads', () => {
  const link = readableForeground('#389840', '#ffffff');
  expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(readableForeground('#22242f', '#ffffff')).toBe('#22242f');
  expect(contrastRatio(readableForeground('#389840', '#16171d'), '#16171d')).toBeGreaterThanOrEqual(4.5);
});
