import { platformFeeOf } from './platform-fee';

test.each([
  [100, 5],
  [4999, 250],
  [1010, 51],
  [1009, 50],
  [1000000, 50000],
  [19, 1],
  [9, 0],
])('the platform keeps 5%% of a charge of %i minor units, rounded half up: %i', (amount, fee) => {
  expect(platformFeeOf(amount)).toBe(fee);
});
