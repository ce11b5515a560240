import type { ChallengeRequest } from '@coachforge/contracts';
import { challengeCatalogue } from './challenge-catalogue';

const forTime = (title: string, description: string): ChallengeRequest => ({
  title,
  description,
  score_kind: 'time',
});
const scored = (
  title: string,
  score_kind: ChallengeRequest['score_kind'],
  description: string,
  lower_is_better?: boolean,
): ChallengeRequest => ({
  title,
  description,
  score_kind,
  ...(lower_is_better === undefined ? {} : { lower_is_better }),
});

/**
 * The platform's challenge library (decision 0156): the benchmark workouts, lifts and distances athletes
 * of the field test themselves on and compare — the classic named workouts as published by CrossFit, the
 * standard erg and running distances, one-rep maxes and max-effort tests. Loads are written men's/women's.
 * Seeded at start by title; operators add and update with `pnpm operator challenges`.
 */
const namedChallenges: ChallengeRequest[] = [
  // Named workouts ("the Girls").
  forTime('Fran', '21-15-9 reps of thrusters (43/30 kg) and pull-ups.'),
  forTime('Grace', '30 clean and jerks (61/43 kg).'),
  forTime('Isabel', '30 snatches (61/43 kg).'),
  forTime('Diane', '21-15-9 reps of deadlifts (102/70 kg) and handstand push-ups.'),
  forTime('Elizabeth', '21-15-9 reps of squat cleans (61/43 kg) and ring dips.'),
  forTime('Helen', '3 rounds: 400 m run, 21 kettlebell swings (24/16 kg), 12 pull-ups.'),
  forTime('Karen', '150 wall-ball shots (9/6 kg).'),
  forTime('Annie', '50-40-30-20-10 reps of double-unders and sit-ups.'),
  forTime('Jackie', '1000 m row, 50 thrusters (20/15 kg), 30 pull-ups.'),
  forTime('Nancy', '5 rounds: 400 m run, 15 overhead squats (43/30 kg).'),
  forTime('Kelly', '5 rounds: 400 m run, 30 box jumps (60/50 cm), 30 wall-ball shots (9/6 kg).'),
  forTime(
    'Barbara',
    '5 rounds, 3 minutes rest between: 20 pull-ups, 30 push-ups, 40 sit-ups, 50 air squats.',
  ),
  forTime('Angie', '100 pull-ups, 100 push-ups, 100 sit-ups, 100 air squats, in order.'),
  forTime('Amanda', '9-7-5 reps of ring muscle-ups and squat snatches (61/43 kg).'),
  forTime('Eva', '5 rounds: 800 m run, 30 kettlebell swings (32/24 kg), 30 pull-ups.'),
  forTime(
    'Linda',
    '10 down to 1 reps of deadlift (1.5 × bodyweight), bench press (bodyweight), clean (0.75 × bodyweight).',
  ),
  scored(
    'Cindy',
    'rounds',
    'As many rounds as possible in 20 minutes: 5 pull-ups, 10 push-ups, 15 air squats.',
  ),
  scored(
    'Mary',
    'rounds',
    'As many rounds as possible in 20 minutes: 5 handstand push-ups, 10 pistols, 15 pull-ups.',
  ),
  scored(
    'Chelsea',
    'rounds',
    'Every minute on the minute for 30 minutes: 5 pull-ups, 10 push-ups, 15 air squats. Score the rounds completed.',
  ),
  scored('Lynne', 'reps', '5 rounds for max reps: bodyweight bench press, then pull-ups. Score the total.'),
  scored(
    'Fight Gone Bad',
    'reps',
    '3 rounds of 1 minute each of wall-ball shots, sumo deadlift high pulls (35/25 kg), box jumps, push presses (35/25 kg) and row (calories), 1 minute rest. Score the total.',
  ),
  // Hero workouts.
  forTime(
    'Murph',
    '1 mile run, 100 pull-ups, 200 push-ups, 300 air squats, 1 mile run, wearing a 9/6 kg vest. Partition the middle as needed.',
  ),
  forTime('DT', '5 rounds: 12 deadlifts, 9 hang power cleans, 6 push jerks (70/47 kg).'),
  forTime('Michael', '3 rounds: 800 m run, 50 back extensions, 50 sit-ups.'),
  forTime('JT', '21-15-9 reps of handstand push-ups, ring dips and push-ups.'),
  forTime('Randy', '75 power snatches (34/25 kg).'),
  forTime('Josh', 'Overhead squats (43/30 kg) and pull-ups: 21-42, 15-30, 9-18.'),
  forTime('Badger', '3 rounds: 30 squat cleans (43/30 kg), 30 pull-ups, 800 m run.'),
  forTime('Jerry', '1 mile run, 2000 m row, 1 mile run.'),
  forTime(
    'Kalsu',
    '100 thrusters (61/43 kg), with 5 burpees at the top of every minute, starting with burpees.',
  ),
  forTime(
    'The Seven',
    '7 rounds: 7 handstand push-ups, 7 thrusters (61/43 kg), 7 knees-to-elbows, 7 deadlifts (111/75 kg), 7 burpees, 7 kettlebell swings (32/24 kg), 7 pull-ups.',
  ),
  scored(
    'Nate',
    'rounds',
    'As many rounds as possible in 20 minutes: 2 ring muscle-ups, 4 handstand push-ups, 8 kettlebell swings (32/24 kg).',
  ),
  forTime(
    'Filthy Fifty',
    '50 each: box jumps, jumping pull-ups, kettlebell swings, walking lunge steps, knees-to-elbows, push presses (20/15 kg), back extensions, wall-ball shots, burpees, double-unders.',
  ),
  // Engine: rowing, ski, running.
  forTime('500 m row', 'Row 500 metres as fast as possible.'),
  forTime('2k row', 'Row 2000 metres as fast as possible: the standard rowing test.'),
  forTime('5k row', 'Row 5000 metres as fast as possible.'),
  forTime('1000 m ski erg', 'Ski 1000 metres as fast as possible.'),
  forTime('1 mile run', 'Run one mile (1609 m) as fast as possible.'),
  forTime('5k run', 'Run 5 kilometres as fast as possible.'),
  forTime('10k run', 'Run 10 kilometres as fast as possible.'),
  forTime('Half marathon', 'Run 21.1 kilometres as fast as possible.'),
  forTime('Marathon', 'Run 42.2 kilometres as fast as possible.'),
  scored('Cooper test', 'distance', 'Run as far as possible in 12 minutes. Score the metres.'),
  scored('60-minute row', 'distance', 'Row for one hour. Score the metres.'),
  forTime(
    'HYROX simulation',
    '8 rounds of a 1 km run and one station, in race order: 1000 m ski erg, 50 m sled push, 50 m sled pull, 80 m burpee broad jumps, 1000 m row, 200 m farmers carry, 100 m sandbag lunges, 100 wall balls.',
  ),
  // Strength.
  scored('1RM back squat', 'load', 'Heaviest single back squat.'),
  scored('1RM deadlift', 'load', 'Heaviest single deadlift.'),
  scored('1RM bench press', 'load', 'Heaviest single bench press.'),
  scored('1RM strict press', 'load', 'Heaviest single strict press.'),
  scored('1RM clean and jerk', 'load', 'Heaviest single clean and jerk.'),
  scored('1RM snatch', 'load', 'Heaviest single snatch.'),
  scored(
    'CrossFit Total',
    'load',
    'Best of three attempts each at back squat, strict press and deadlift. Score the sum of the best lifts.',
  ),
  // Bodyweight tests.
  scored('Max pull-ups', 'reps', 'As many pull-ups as possible in one set, without coming off the bar.'),
  scored('Max push-ups in 2 minutes', 'reps', 'As many push-ups as possible in 2 minutes.'),
  scored('Max double-unders', 'reps', 'As many double-unders as possible unbroken.'),
  forTime('100 burpees', '100 burpees as fast as possible.'),
  scored('Max plank hold', 'time', 'Hold a forearm plank as long as possible: the longest hold wins.', false),
  scored('Max dead hang', 'time', 'Hang from the bar as long as possible: the longest hang wins.', false),
];

/** One entry per title (titles are unique, whatever their case): a hand-written entry wins. */
function byTitle(challenges: ChallengeRequest[]): ChallengeRequest[] {
  const seen = new Set<string>();
  return challenges.filter((entry) => {
    const key = entry.title.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const challengeLibrary: { challenges: ChallengeRequest[] } = {
  challenges: byTitle([...namedChallenges, ...challengeCatalogue()]),
};
