import { convertAmount, localPriceOf, type ExchangeRates } from './exchange';

// ECB reference rates against the euro, as published.
const rates: ExchangeRates = {
  date: '2026-03-13',
  base: 'EUR',
  rates: { USD: '1.1476', JPY: '182.85', GBP: '0.86503', KWD: '0.3521', CHF: '0.9034' },
};

test('a price converts through the base and rounds half up to the target’s minor unit', () => {
  // 29.00 USD / 1.1476 = 25.2701289… EUR → 25.27
  expect(convertAmount(2900, 'USD', 'EUR', rates)).toBe(2527);
  // 29.00 USD × 182.85 / 1.1476 = 4620.64… JPY → 4621 (no decimals)
  expect(convertAmount(2900, 'USD', 'JPY', rates)).toBe(4621);
  // 29.00 USD × 0.3521 / 1.1476 = 8.89753… KWD → 8.898 (three decimals)
  expect(convertAmount(2900, 'usd', 'kwd', rates)).toBe(8898);
  // 2900 JPY / 182.85 = 15.8600… EUR → 15.86
  expect(convertAmount(2900, 'JPY', 'EUR', rates)).toBe(1586);
});

test('an exact half rounds up, computed without floating-point error', () => {
  const even: ExchangeRates = { date: '2026-03-13', base: 'EUR', rates: { USD: '2' } };
  // At 2 USD to the euro, 1 US cent is half a euro cent (rounds up to 1), 3 cents are 1.5 (up to 2).
  expect(convertAmount(1, 'USD', 'EUR', even)).toBe(1);
  expect(convertAmount(3, 'USD', 'EUR', even)).toBe(2);
  // 1.15 × 100 is 114.99999999999999 in floating point; the exact sum is 115.
  const awkward: ExchangeRates = { date: '2026-03-13', base: 'EUR', rates: { USD: '1.15' } };
  expect(convertAmount(100, 'EUR', 'USD', awkward)).toBe(115);
});

test('a currency without a published rate gives no conversion', () => {
  expect(convertAmount(2900, 'USD', 'NGN', rates)).toBeNull();
  expect(convertAmount(2900, 'USD', 'CHF', { ...rates, rates: { USD: '1.1476', CHF: 'n/a' } })).toBeNull();
});

test('the local price carries the client’s currency and the rate date, and is absent in the same currency', () => {
  expect(localPriceOf(2900, 'USD', 'EUR', rates)).toEqual({
    amount: 2527,
    currency: 'EUR',
    rate_date: '2026-03-13',
  });
  expect(localPriceOf(2900, 'USD', 'usd', rates)).toBeNull();
  expect(localPriceOf(2900, 'USD', null, rates)).toBeNull();
  expect(localPriceOf(2900, 'USD', 'EUR', null)).toBeNull();
  expect(localPriceOf(2900, 'USD', 'XYZ', rates)).toBeNull();
});

test('an amount that is not whole minor units is refused', () => {
  expect(() => convertAmount(29.5, 'USD', 'EUR', rates)).toThrow(RangeError);
  expect(() => convertAmount(-1, 'USD', 'EUR', rates)).toThrow(RangeError);
});
