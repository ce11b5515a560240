import { challengeScoreRequestSchema, challengeStandings, type ChallengeScore } from './challenges';

let nextId = 1;
const score = (user_id: number, value: number, logged_at: string, scaled = false): ChallengeScore => ({
  id: nextId++,
  user_id,
  full_name: `Person ${user_id}`,
  score: value,
  scaled,
  note: '',
  logged_at,
});

test.each([
  // [lower is better, scores, expected order of [user, score]]
  [
    true,
    [
      score(1, 300, '2026-01-02T10:00:00Z'),
      score(1, 280, '2026-01-03T10:00:00Z'),
      score(2, 290, '2026-01-01T10:00:00Z'),
    ],
    [
      [1, 280],
      [2, 290],
    ],
  ],
  [
    false,
    [
      score(1, 50, '2026-01-02T10:00:00Z'),
      score(2, 60, '2026-01-01T10:00:00Z'),
      score(2, 40, '2026-01-03T10:00:00Z'),
    ],
    [
      [2, 60],
      [1, 50],
    ],
  ],
] as const)(
  'each person keeps their best score, best first (lower is better: %s)',
  (lower, scores, expected) => {
    const board = challengeStandings([...scores], lower);
    expect(board.map((s) => [s.user_id, s.score])).toEqual(expected);
    expect(board.map((s) => s.rank)).toEqual(expected.map((_, index) => index + 1));
  },
);

test('a tie goes to whoever logged it first', () => {
  const board = challengeStandings(
    [score(1, 100, '2026-01-05T10:00:00Z'), score(2, 100, '2026-01-04T09:00:00Z')],
    false,
  );
  expect(board.map((s) => s.user_id)).toEqual([2, 1]);
});

test("as prescribed ranks above scaled, and an as-prescribed score is a person's best over a better scaled one", () => {
  const board = challengeStandings(
    [
      score(1, 200, '2026-01-01T10:00:00Z', true),
      score(2, 400, '2026-01-01T10:00:00Z'),
      score(3, 150, '2026-01-01T10:00:00Z', true),
      score(3, 500, '2026-01-02T10:00:00Z'),
    ],
    true,
  );
  expect(board.map((s) => [s.user_id, s.score, s.scaled])).toEqual([
    [2, 400, false],
    [3, 500, false],
    [1, 200, true],
  ]);
});

test('a score is above 0 and a community is named', () => {
  expect(challengeScoreRequestSchema.isValidSync({ account_id: 3, score: 0 })).toBe(false);
  expect(challengeScoreRequestSchema.isValidSync({ score: 10 })).toBe(false);
  expect(challengeScoreRequestSchema.isValidSync({ account_id: 3, score: 10 })).toBe(true);
});
