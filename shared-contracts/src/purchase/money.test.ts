import { moneyText } from './money';

test('amounts in minor units read with each currency’s own decimals', () => {
  expect(moneyText(2900, 'usd')).toBe('$29.00');
  expect(moneyText(2900, 'JPY')).toBe('¥2,900');
  // Intl puts a no-break space between a code and the amount.
  expect(moneyText(12345, 'kwd').replace(/\s/g, ' ')).toBe('KWD 12.345');
  expect(moneyText(999, 'eur')).toBe('€9.99');
});

test('the decimals shown are the ISO minor units the amount is counted in, not the runtime’s display habit', () => {
  // Intl shows Malagasy ariary without decimals; ISO 4217 gives it two, and so do our amounts.
  expect(moneyText(123456, 'MGA').replace(/\s/g, ' ')).toBe('MGA 1,234.56');
});
