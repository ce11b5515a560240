import { type ValidationError } from 'yup';
import { messages } from '../messages/catalogue';
import { byCadence, cadences, cadencesFor, defaultCadenceFor } from './plan-types';
import {
  canRestorePriceOption,
  createPriceOptionRequestSchema,
  formatAmount,
  priceChangeMessageRequestSchema,
  priceCurrencyProblem,
  priceOptionProblem,
} from './price-option';

const p = messages.prices;
const errorsOf = (run: () => unknown): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

test('options are shown in the fixed cadence order whatever order they were added in', () => {
  const added = [
    { duration: 'yearly' },
    { duration: 'weekly' },
    { duration: 'monthly' },
    { duration: 'biweekly' },
  ] as const;
  expect(byCadence(added).map((option) => option.duration)).toEqual([
    'weekly',
    'biweekly',
    'monthly',
    'yearly',
  ]);
  expect(cadences).toEqual([
    'weekly',
    'biweekly',
    'four_weekly',
    'monthly',
    'bimonthly',
    'quarterly',
    'biannual',
    'yearly',
    'one_off',
  ]);
});

test('a new option defaults to monthly, and a Fixed Length program has only a one-off price', () => {
  expect(defaultCadenceFor('membership')).toBe('monthly');
  expect(defaultCadenceFor('fixed')).toBe('one_off');
  expect(cadencesFor('fixed')).toEqual(['one_off']);
  expect(cadencesFor('one_many')).not.toContain('one_off');
});

test('the period must suit the type and be unique, and a program has at most 8 options', () => {
  expect(priceOptionProblem('membership', [], 'monthly')).toBeNull();
  expect(priceOptionProblem('membership', [], 'one_off')).toBe(p.periodForType);
  expect(priceOptionProblem('fixed', [], 'monthly')).toBe(p.periodForType);
  expect(priceOptionProblem('membership', [{ duration: 'monthly' }], 'monthly')).toBe(p.periodTaken);
  const eight = cadencesFor('membership').map((duration) => ({ duration }));
  expect(eight).toHaveLength(8);
  expect(priceOptionProblem('membership', eight.slice(0, 7), 'yearly')).toBeNull();
  expect(priceOptionProblem('membership', [{ duration: 'weekly' }], 'yearly', 1)).toBe(p.maxOptions(1));
});

test('an archived option is restored only when no live option has its period', () => {
  expect(canRestorePriceOption([{ duration: 'weekly' }], { duration: 'monthly' })).toBe(true);
  expect(canRestorePriceOption([{ duration: 'monthly' }], { duration: 'monthly' })).toBe(false);
});

test.each([
  [{ amount: 0, duration: 'monthly' }, p.amountZero],
  [{ amount: 99, duration: 'monthly' }, p.amountMin('1.00')],
  [{ amount: 1_000_001, duration: 'monthly' }, p.amountMax('10000.00')],
  [{ amount: 10.5, duration: 'monthly' }, p.amountRequired],
  [{ duration: 'monthly' }, p.amountRequired],
  [{ amount: 500 }, p.periodRequired],
  [{ amount: 500, duration: 'fortnightly' }, p.periodInvalid],
])('the price %j is refused with its reason', (body, message) => {
  expect(errorsOf(() => createPriceOptionRequestSchema.validateSync(body, { abortEarly: false }))).toContain(
    message,
  );
});

test('a price-change message needs text or at least one attachment', () => {
  expect(
    errorsOf(() => priceChangeMessageRequestSchema.validateSync({ plan_price_id: 1, text: '  ' })),
  ).toEqual([p.messageNeedsContent]);
  expect(
    priceChangeMessageRequestSchema.validateSync({ plan_price_id: 1, text: 'New price from May' }).text,
  ).toBe('New price from May');
  expect(
    priceChangeMessageRequestSchema.validateSync({
      plan_price_id: 1,
      attachments: [{ resource_type: 'media', resource_id: 4 }],
    }).attachments,
  ).toHaveLength(1);
});

test('an option is priced only in a currency the platform supports', () => {
  expect(priceCurrencyProblem('USD')).toBeNull();
  expect(priceCurrencyProblem('jpy')).toBeNull();
  expect(priceCurrencyProblem('XYZ')).toBe(p.currencyUnsupported('XYZ'));
});

test.each([
  [4999, 'USD', '49.99'],
  [4999, 'JPY', '4999'],
  [4999, 'KWD', '4.999'],
])('%i minor units of %s read %s in a price format', (amount, currency, text) => {
  expect(formatAmount(amount, currency)).toBe(text);
});
