import { scheduleTrackRequestSchema } from './schedule-schema';

const restDay = { sessions: [] };
const week = (buffer = false, firstDay: object = restDay) => ({
  buffer,
  days: [firstDay, restDay, restDay, restDay, restDay, restDay, restDay],
});
const strengthDay = (prescription: object) => ({
  sessions: [
    { title: 'Strength', sections: [{ title: 'A', exercises: [{ exercise_id: 7, prescription }] }] },
  ],
});
const isValid = (body: unknown) => scheduleTrackRequestSchema.isValidSync(body, { strict: false });

test('two weeks with a load as a percentage of a benchmark are accepted', () => {
  const load = { kind: 'benchmark_percent', benchmark_id: 3, percent: 75 };
  expect(
    isValid({ title: 'Main', weeks: [week(false, strengthDay({ sets: 5, reps: '5', load })), week()] }),
  ).toBe(true);
});

test.each([
  ['a week without seven days', { title: 'Main', weeks: [{ buffer: false, days: [restDay] }] }],
  [
    'more buffer weeks than the program allows',
    { title: 'Main', weeks: [week(true), week(true), week(true), week(true)] },
  ],
  [
    'a percentage load without its benchmark',
    {
      title: 'Main',
      weeks: [week(false, strengthDay({ load: { kind: 'benchmark_percent', percent: 80 } }))],
    },
  ],
  ['a negative rest', { title: 'Main', weeks: [week(false, strengthDay({ rest_seconds: -1 }))] }],
  [
    'an exercise id that is not a number',
    {
      title: 'Main',
      weeks: [
        week(false, {
          sessions: [
            { title: 'S', sections: [{ title: 'A', exercises: [{ exercise_id: 'x', prescription: {} }] }] },
          ],
        }),
      ],
    },
  ],
  ['a track without a title', { title: ' ', weeks: [] }],
])('%s is refused', (_, body) => {
  expect(isValid(body)).toBe(false);
});
