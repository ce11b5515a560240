import { messages } from '../messages/catalogue';
import { planLimits } from '../programs/plan-limits';
import { editableTrackIds, trackChangeProblem, type ScheduleTrack } from './schedule-model';

const track = (id: number, options: { superset?: boolean; archived?: boolean } = {}): ScheduleTrack => ({
  id,
  title: `Track ${id}`,
  archived: options.archived ?? false,
  weeks: [
    {
      buffer: false,
      days: [
        {
          sessions: [
            {
              title: 'Strength',
              sections: [
                {
                  title: 'A',
                  exercises: [
                    {
                      exercise_id: 1,
                      prescription: { sets: 5, reps: '5' },
                      superset_group: options.superset ? 'A' : null,
                    },
                    {
                      exercise_id: 2,
                      prescription: { sets: 5, reps: '10' },
                      superset_group: options.superset ? 'A' : null,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
const tracks = (count: number): ScheduleTrack[] =>
  Array.from({ length: count }, (_, index) => track(index + 1));
const { id: _id, ...request } = track(99);
const archived = { ...request, archived: true, weeks: [] };
const free = planLimits.free;
const professional = planLimits.professional;
const m = messages.training;

test.each([
  ['FREE writes its first track', free, [], { id: null, track: request }, null],
  ['FREE saves its one track', free, [track(1)], { id: 1, track: request }, null],
  [
    'FREE cannot add a second active track',
    free,
    [track(1)],
    { id: null, track: request },
    m.tracksNeedProfessional,
  ],
  ['FREE may add an archived track', free, [track(1)], { id: null, track: archived }, null],
  [
    'FREE cannot restore a second track',
    free,
    [track(1), track(2, { archived: true })],
    { id: 2, track: request },
    m.tracksNeedProfessional,
  ],
  [
    'FREE reads an extra track but cannot change it',
    free,
    tracks(2),
    { id: 2, track: request },
    m.tracksNeedProfessional,
  ],
  [
    'FREE still edits the oldest track when extra ones exist',
    free,
    tracks(2),
    { id: 1, track: request },
    null,
  ],
  [
    'FREE may archive an extra track as it is',
    free,
    tracks(2),
    { id: 2, track: { ...track(2), archived: true } },
    null,
  ],
  [
    'FREE may not change an extra track while archiving it',
    free,
    tracks(2),
    { id: 2, track: archived },
    m.tracksNeedProfessional,
  ],
  [
    'FREE cannot use supersets',
    free,
    [track(1)],
    { id: 1, track: { ...track(1, { superset: true }) } },
    m.supersetsNeedProfessional,
  ],
  [
    'FREE saves a track beside an archived one with supersets',
    free,
    [track(1), track(2, { superset: true, archived: true })],
    { id: 1, track: request },
    null,
  ],
  [
    'PROFESSIONAL uses supersets',
    professional,
    [track(1)],
    { id: 1, track: track(1, { superset: true }) },
    null,
  ],
  ['PROFESSIONAL adds a 15th active track', professional, tracks(14), { id: null, track: request }, null],
  [
    'PROFESSIONAL cannot add a 16th',
    professional,
    tracks(15),
    { id: null, track: request },
    messages.limits.activeTracks,
  ],
  [
    'PROFESSIONAL cannot restore a 16th',
    professional,
    [...tracks(15), track(16, { archived: true })],
    { id: 16, track: request },
    messages.limits.activeTracks,
  ],
] as const)('%s', (_, limits, given, change, expected) => {
  expect(trackChangeProblem([...given], change, limits)).toBe(expected);
});

test('the tracks a plan lets the coach edit are the oldest active ones', () => {
  const given = [track(5), track(2), track(3, { archived: true }), track(9)];
  expect([...editableTrackIds(given, free)]).toEqual([2]);
  expect([...editableTrackIds(given, professional)]).toEqual([2, 5, 9]);
});
