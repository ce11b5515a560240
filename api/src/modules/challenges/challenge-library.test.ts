import { CHALLENGE_TITLE_MAX, productChallengesFileSchema, scoreKinds } from '@coachforge/contracts';
import { challengeLibrary } from './challenge-library';

const { challenges } = challengeLibrary;
const titled = (title: string) => challenges.find((entry) => entry.title === title);

test('the library ships over 800 challenges, each valid by the contracts and titled once', async () => {
  expect(challenges.length).toBeGreaterThan(800);
  await expect(
    productChallengesFileSchema.validate(challengeLibrary, { strict: true }),
  ).resolves.toBeTruthy();
  const titles = challenges.map((entry) => entry.title.toLowerCase());
  expect(new Set(titles).size).toBe(titles.length);
  expect(Math.max(...challenges.map((entry) => entry.title.length))).toBeLessThanOrEqual(CHALLENGE_TITLE_MAX);
  // Every score kind is used, and nothing is a placeholder.
  expect(new Set(challenges.map((entry) => entry.score_kind))).toEqual(new Set(scoreKinds));
  for (const entry of challenges) {
    expect(entry.description.length).toBeGreaterThan(15);
    expect(entry.description).not.toMatch(/lorem|undefined|NaN|\$\{/i);
  }
});

test('generated entries read as a coach would write them, scored the way the format is won', () => {
  expect(titled('3RM push press')).toEqual({
    title: '3RM push press',
    score_kind: 'load',
    description:
      'Heaviest set of 3 push presses without putting the bar down, built up over as many sets as you need.',
  });
  expect(titled('1000 m row')).toMatchObject({ score_kind: 'time' });
  expect(titled('Max distance ski erg in 10 minutes')).toMatchObject({ score_kind: 'distance' });
  expect(titled('Max burpees in 7 minutes')).toMatchObject({ score_kind: 'reps' });
  expect(titled('150 wall-ball shots for time')).toMatchObject({ score_kind: 'time' });
  expect(titled('AMRAP 12: kettlebell swings and burpees')).toMatchObject({
    score_kind: 'rounds',
    description: expect.stringContaining('15 kettlebell swings (24/16 kg) and 10 burpees'),
  });
  // A hold is timed, and the longest wins.
  expect(titled('Max L-sit hold')).toMatchObject({ score_kind: 'time', lower_is_better: false });
  // The named workouts keep their names: no generated twin of Fran, no 10-rep max of a snatch.
  expect(titled('21-15-9 thrusters and pull-ups')).toBeUndefined();
  expect(titled('Fran')).toBeDefined();
  expect(titled('10RM snatch')).toBeUndefined();
});
