import { currencyRule, isSupportedCurrency, minorUnitsOf, SUPPORTED_CURRENCIES } from './currencies';

test.each([
  ['JPY', 0],
  ['KRW', 0],
  ['XOF', 0],
  ['USD', 2],
  ['EUR', 2],
  ['GBP', 2],
  ['KWD', 3],
  ['BHD', 3],
  ['JOD', 3],
  ['OMR', 3],
  ['TND', 3],
])('%s counts amounts in units of 10^-%i', (currency, units) => {
  expect(minorUnitsOf(currency)).toBe(units);
  expect(minorUnitsOf(currency.toLowerCase())).toBe(units);
});

test('the platform supports more than 135 currencies, as the provider does (spec 02 §9)', () => {
  expect(SUPPORTED_CURRENCIES.length).toBeGreaterThan(135);
  expect(SUPPORTED_CURRENCIES).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY', 'KWD']));
});

test('a code the provider lists but ISO 4217 has withdrawn is not supported, so its decimals are never guessed', () => {
  expect(isSupportedCurrency('STD')).toBe(false);
  expect(() => minorUnitsOf('STD')).toThrow(RangeError);
});

test.each(['XXX', 'ZZZ', 'BTC', 'usdx', ''])('%p is refused', (currency) => {
  expect(isSupportedCurrency(currency)).toBe(false);
});

test('the currency rule upper-cases a supported code and refuses any other with a message naming it', async () => {
  await expect(currencyRule().validate('eur')).resolves.toBe('EUR');
  await expect(currencyRule().validate('XYZ')).rejects.toThrow(/XYZ are not supported/);
});
