import { checkAgeRange } from './age-range';

test.each`
  from      | to       | result
  ${''}     | ${''}    | ${{ ok: true, range: { from: null, to: null } }}
  ${'13'}   | ${'99'}  | ${{ ok: true, range: { from: 13, to: 99 } }}
  ${'20'}   | ${''}    | ${{ ok: true, range: { from: 20, to: null } }}
  ${''}     | ${'14'}  | ${{ ok: true, range: { from: null, to: 14 } }}
  ${'12'}   | ${'30'}  | ${{ ok: false, invalid: { from: true, to: false } }}
  ${'100'}  | ${''}    | ${{ ok: false, invalid: { from: true, to: false } }}
  ${'20.5'} | ${''}    | ${{ ok: false, invalid: { from: true, to: false } }}
  ${'30'}   | ${'30'}  | ${{ ok: false, invalid: { from: false, to: true } }}
  ${'30'}   | ${'25'}  | ${{ ok: false, invalid: { from: false, to: true } }}
  ${''}     | ${'13'}  | ${{ ok: false, invalid: { from: false, to: true } }}
  ${'abc'}  | ${'13'}  | ${{ ok: false, invalid: { from: true, to: true } }}
  ${'abc'}  | ${'14'}  | ${{ ok: false, invalid: { from: true, to: false } }}
  ${'20'}   | ${'100'} | ${{ ok: false, invalid: { from: false, to: true } }}
`('ages from "$from" to "$to" give $result', ({ from, to, result }) => {
  expect(checkAgeRange(from, to)).toEqual(result);
});
