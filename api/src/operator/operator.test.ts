import { join } from 'node:path';
import {
  endpoints,
  type Challenge,
  type Exercise,
  type ReleaseNoteList,
  type WorkoutTemplateSummary,
} from '@coachforge/contracts';
import { accountIdOf, callEndpoint } from '../testing/programs';
import { challengeLibrary } from '../modules/challenges';
import { signedUp, startTestApi, type TestApi } from '../testing/test-api';
import { embeddedDatabaseInUse, readJsonFile, runOperator } from './operator-cli';
import { OperatorError, operatorCommands } from './operator-commands';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const examples = join(__dirname, 'examples');
const run = (...args: string[]) =>
  runOperator(args, { db: api.db, config: api.config, clock: api.clock }, examples);

test('the example exercises are added to the library, and running them again updates them', async () => {
  expect(await run('exercises', 'exercises.json')).toBe('Exercises: 2 added, 0 updated.');
  expect(await run('exercises', 'exercises.json')).toBe('Exercises: 0 added, 2 updated.');
  const coach = await signedUp(api, { role: 'coach' });
  const found = (
    await callEndpoint(api, endpoints.exercises, coach.auth, { query: { search: 'Sandbag Lunge' } })
  ).json() as Exercise[];
  expect(found).toEqual([
    expect.objectContaining({ name: 'Sandbag Lunge', library: true, category: 'strength' }),
  ]);
});

test("an exercise's metric category never changes, and a bad file changes nothing", async () => {
  await expect(
    operatorCommands.exercises(api.db, {
      exercises: [
        { name: 'Operator Only Lift', category: 'strength' },
        { name: 'Back Squat', category: 'cardio' },
      ],
    }),
  ).rejects.toThrow('Back Squat is a strength exercise: a metric category cannot change once saved.');
  const [left] = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM exercises WHERE name = 'Operator Only Lift'`,
  );
  expect(left!.n).toBe(0);
  await expect(
    operatorCommands.exercises(api.db, { exercises: [{ name: '', category: 'speed' }] }),
  ).rejects.toThrow(OperatorError);
});

test('product challenges are added and updated by title; scoring is fixed once people have scores', async () => {
  expect(await run('challenges', 'challenges.json')).toBe('Challenges: 2 added, 0 updated.');
  const coach = await signedUp(api, { role: 'coach' });
  const listed = (
    await callEndpoint(api, endpoints.coachChallenges, coach.auth, { query: { search: 'Max wall balls' } })
  ).json() as Challenge[];
  expect(listed).toEqual([
    expect.objectContaining({ score_kind: 'reps', lower_is_better: false, library: true }),
  ]);

  expect(
    await operatorCommands.challenges(api.db, {
      challenges: [{ title: 'max wall balls in 5 minutes', description: 'Now at 9 kg.', score_kind: 'reps' }],
    }),
  ).toBe('Challenges: 0 added, 1 updated.');

  // A score on the board fixes how the challenge is scored.
  const [challenge] = await api.db.query<{ id: number }>(
    `SELECT id::int FROM challenges WHERE title = 'max wall balls in 5 minutes'`,
  );
  const [person] = await api.db.query<{ id: number }>(`SELECT id::int FROM users LIMIT 1`);
  const accountId = await accountIdOf(api, coach.auth);
  await api.db.query(
    `INSERT INTO challenge_participants (challenge_id, account_id, user_id) VALUES ($1, $2, $3)`,
    [challenge!.id, accountId, person!.id],
  );
  await api.db.query(
    `INSERT INTO challenge_scores (challenge_id, account_id, user_id, score, logged_at) VALUES ($1, $2, $3, 80, now())`,
    [challenge!.id, accountId, person!.id],
  );
  await expect(
    operatorCommands.challenges(api.db, {
      challenges: [{ title: 'Max wall balls in 5 minutes', score_kind: 'time' }],
    }),
  ).rejects.toThrow('Scores are logged on Max wall balls in 5 minutes');
});

test('the shipped library of over 800 challenges is in place at start, and the operator loads it again in one go', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const library = async () =>
    (
      await callEndpoint(api, endpoints.coachChallenges, coach.auth, { query: { source: 'library' } })
    ).json() as Challenge[];
  const before = await library();
  expect(before.length).toBeGreaterThanOrEqual(challengeLibrary.challenges.length);
  expect(before.find((entry) => entry.title === 'AMRAP 12: kettlebell swings and burpees')).toMatchObject({
    score_kind: 'rounds',
    library: true,
  });

  // A description edited by hand in the database is put back; nothing is added twice.
  await api.db.query(`UPDATE challenges SET description = 'changed' WHERE title = '5RM deadlift'`);
  const started = Date.now();
  expect(await run('challenges', '--library')).toBe(
    `Challenges: 0 added, ${challengeLibrary.challenges.length} updated.`,
  );
  expect(Date.now() - started).toBeLessThan(10_000);
  const after = await library();
  expect(after).toHaveLength(before.length);
  expect(after.find((entry) => entry.title === '5RM deadlift')!.description).toMatch(/^Heaviest set of 5/);
});

test('HYROX templates from the example file reach an account only once an operator marks it affiliated', async () => {
  expect(await run('templates', 'hyrox-templates.json')).toBe('Templates: 3 added, 0 updated.');
  const coach = await signedUp(api, { role: 'coach' });
  const hyrox = async () =>
    (
      (
        await callEndpoint(api, endpoints.templates, coach.auth, { query: { kind: 'hyrox' } })
      ).json() as WorkoutTemplateSummary[]
    ).map((template) => template.title);
  expect(await hyrox()).toEqual([]);

  const accountId = await accountIdOf(api, coach.auth);
  expect(await run('hyrox-access', 'grant', String(accountId))).toMatch(/is now HYROX-affiliated/);
  expect(await hyrox()).toEqual([
    'HYROX compromised running: sleds and carries',
    'HYROX race simulation',
    'HYROX wall balls and lunges',
  ]);
  expect(await run('hyrox-access', 'revoke', String(accountId))).toMatch(/no longer HYROX-affiliated/);
  expect(await hyrox()).toEqual([]);
  await expect(run('hyrox-access', 'grant', '999999999')).rejects.toThrow('No account has the id 999999999.');
  await expect(run('hyrox-access', 'maybe', '1')).rejects.toThrow(OperatorError);
});

test('a template naming an exercise the library lacks is refused with its name', async () => {
  await expect(
    operatorCommands.templates(api.db, {
      templates: [
        {
          kind: 'preset',
          title: 'Mystery',
          sessions: [
            {
              title: 'A',
              sections: [{ title: 'B', exercises: [{ exercise: 'Moon Jump', prescription: {} }] }],
            },
          ],
        },
      ],
    }),
  ).rejects.toThrow("Not in the platform's exercise library: Moon Jump");
  await expect(
    operatorCommands.templates(api.db, {
      templates: [
        {
          kind: 'preset',
          title: 'Bad sets',
          sessions: [
            {
              title: 'A',
              sections: [{ title: 'B', exercises: [{ exercise: 'Row', prescription: { sets: -3 } }] }],
            },
          ],
        },
      ],
    }),
  ).rejects.toThrow(OperatorError);
});

test('a release note is published from a file or from flags, and people see it', async () => {
  expect(await run('release-note', 'release-note.json')).toMatch(
    /^Release note \d+ published: HYROX templates$/,
  );
  expect(await run('release-note', '--title', 'Faster calendar', '--body', 'It opens at once.')).toMatch(
    /published: Faster calendar/,
  );
  const person = await signedUp(api, { role: 'coach' });
  const notes = (await callEndpoint(api, endpoints.notes, person.auth)).json() as ReleaseNoteList;
  expect(notes.notes.map((note) => note.title)).toEqual(
    expect.arrayContaining(['HYROX templates', 'Faster calendar']),
  );
  await expect(run('release-note', '--title', 'No body')).rejects.toThrow(OperatorError);
  await expect(
    run('release-note', '--title', 'T', '--body', 'B', '--cta-url', 'javascript:alert(1)'),
  ).rejects.toThrow('The release note is not valid');
});

test('unknown commands, missing files and broken JSON are explained, never thrown raw', async () => {
  await expect(run('drop-everything')).rejects.toThrow('Unknown command drop-everything.');
  expect(() => readJsonFile('missing.json', examples)).toThrow(OperatorError);
  expect(() => readJsonFile(undefined, examples)).toThrow('Name a JSON file.');
  expect(() => readJsonFile(join(__dirname, 'operator-cli.ts'), examples)).toThrow(/is not JSON/);
  expect(await run('help')).toMatch(/^Usage: pnpm operator <command>/);
  expect(embeddedDatabaseInUse(examples)).toBe(false);
});
