import { scoreText } from './training-records';

test('scores read as people say them', () => {
  expect(scoreText('time', 754)).toBe('12:34');
  expect(scoreText('time', 59)).toBe('0:59');
  expect(scoreText('time', 3725)).toBe('1:02:05');
  expect(scoreText('reps', 25)).toBe('25 reps');
  expect(scoreText('load', 102.5)).toBe('102.5 kg');
  expect(scoreText('rounds', 5)).toBe('5 rounds');
  expect(scoreText('distance', 1000)).toBe('1000 m');
});
