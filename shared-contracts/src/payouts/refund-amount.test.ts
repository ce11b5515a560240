import { refundAmountOf, refundTransactionRequestSchema } from './transactions';

test.each([
  ['49.99', 'usd', 4999],
  ['20', 'usd', 2000],
  ['12,5', 'eur', 1250],
  ['1 000', 'usd', 100000],
  ['5000', 'jpy', 5000],
  ['1.234', 'kwd', 1234],
])('"%s" %s is %i minor units', (text, currency, amount) => {
  expect(refundAmountOf(text, currency)).toBe(amount);
});

test.each([
  ['', 'usd'],
  ['abc', 'usd'],
  ['1.999', 'usd'],
  ['5.5', 'jpy'],
  ['-3', 'usd'],
  ['1e3', 'usd'],
])('"%s" %s is not an amount', (text, currency) => {
  expect(refundAmountOf(text, currency)).toBeNull();
});

test('the request takes a positive whole amount, or none', () => {
  expect(refundTransactionRequestSchema.isValidSync({})).toBe(true);
  expect(refundTransactionRequestSchema.isValidSync({ amount: 100 })).toBe(true);
  for (const amount of [0, -1, 1.5, 'x'])
    expect(refundTransactionRequestSchema.isValidSync({ amount })).toBe(false);
});
