import { payoutDayOf, weeklyPayouts } from './weekly-payouts';
import { standardCardFee } from './standard-card-fee';

test.each([
  ['2026-03-02', '2026-03-04'], // Monday → that Wednesday
  ['2026-03-04', '2026-03-04'], // a Wednesday is its own payout day
  ['2026-03-05', '2026-03-11'], // Thursday → next week
  ['2026-03-08', '2026-03-11'], // Sunday → next week
  ['2026-12-31', '2027-01-06'], // across the year
])('money available on %s is paid out on Wednesday %s', (day, payout) => {
  expect(payoutDayOf(day)).toBe(payout);
});

test('sales of a week are paid together on the Wednesday; later weeks are pending', () => {
  const payouts = weeklyPayouts(
    'acct_sim_abc',
    [
      { availableOn: '2026-03-02', amount: 1000, currency: 'usd' },
      { availableOn: '2026-03-03', amount: 500, currency: 'usd' },
      { availableOn: '2026-03-09', amount: 700, currency: 'usd' },
      { availableOn: '2026-03-03', amount: 900, currency: 'eur' },
    ],
    '2026-03-05',
  );
  expect(payouts).toEqual([
    {
      id: 'po_sim_abc_usd_20260311',
      amount: 700,
      currency: 'usd',
      arrival_date: '2026-03-11',
      status: 'pending',
    },
    {
      id: 'po_sim_abc_eur_20260304',
      amount: 900,
      currency: 'eur',
      arrival_date: '2026-03-04',
      status: 'paid',
    },
    {
      id: 'po_sim_abc_usd_20260304',
      amount: 1500,
      currency: 'usd',
      arrival_date: '2026-03-04',
      status: 'paid',
    },
  ]);
});

test('a refund larger than a week’s sales pays nothing that week and is taken from the next', () => {
  const payouts = weeklyPayouts(
    'acct_sim_x',
    [
      { availableOn: '2026-03-02', amount: 300, currency: 'usd' },
      { availableOn: '2026-03-03', amount: -1000, currency: 'usd' },
      { availableOn: '2026-03-09', amount: 2000, currency: 'usd' },
    ],
    '2026-04-01',
  );
  expect(payouts.map((p) => [p.arrival_date, p.amount])).toEqual([['2026-03-11', 1300]]);
  expect(weeklyPayouts('acct_sim_x', [], '2026-04-01')).toEqual([]);
});

test.each([
  [4999, 'usd', 145 + 30],
  [10000, 'eur', 290 + 30],
  [100, 'usd', 3 + 30],
  [5000, 'jpy', 145], // no minor unit: 0.30 yen rounds to nothing
  [12345, 'kwd', 358 + 300], // three decimals: 0.30 dinar is 300 fils
])('the standard card fee on %i %s is %i', (amount, currency, fee) => {
  expect(standardCardFee(amount, currency)).toBe(fee);
});
