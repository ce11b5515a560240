import type { ChallengeRequest, ScoreKind } from '@coachforge/contracts';

/**
 * The bulk of the platform's challenge library (decision 0196): the test formats coaches in the field run
 * again and again — rep maxes of the main lifts, erg, run and swim distances, distance and calories in a
 * set time, max reps in a window, rep targets for time, max unbroken sets, holds, and couplets as AMRAPs and
 * as 21-15-9s — each a combination of a movement, a format and a distance, time or load, written out with
 * a proper title, what to do and how it is scored. Loads are men's/women's, as in the named workouts.
 */

const challenge = (
  title: string,
  score_kind: ScoreKind,
  description: string,
  lower_is_better?: boolean,
): ChallengeRequest => ({
  title,
  description,
  score_kind,
  ...(lower_is_better === undefined ? {} : { lower_is_better }),
});

// Rep maxes. The quick lifts are tested heavy only; a 10-rep max of a snatch is not a test anyone runs.
const strengthLifts = [
  'back squat',
  'front squat',
  'overhead squat',
  'box squat',
  'deadlift',
  'sumo deadlift',
  'Romanian deadlift',
  'trap bar deadlift',
  'bench press',
  'incline bench press',
  'close-grip bench press',
  'strict press',
  'push press',
  'barbell row',
  'hip thrust',
  'weighted pull-up',
  'weighted dip',
  'Zercher squat',
  'front rack reverse lunge',
  'thruster',
];
const quickLifts = [
  'clean',
  'power clean',
  'hang power clean',
  'hang squat clean',
  'clean and jerk',
  'push jerk',
  'split jerk',
  'snatch',
  'power snatch',
  'hang power snatch',
  'hang squat snatch',
  'snatch balance',
];
/** "presses", "snatches", "squats": a lift's name for a set of them. */
const plural = (lift: string) => (/(ss|sh|ch)$/.test(lift) ? `${lift}es` : `${lift}s`);

const repMaxes = (lift: string, reps: number[]) =>
  reps.map((rep) =>
    challenge(
      `${rep}RM ${lift}`,
      'load',
      rep === 1
        ? `Heaviest single ${lift}, built up over as many sets as you need. Full range, no help.`
        : `Heaviest set of ${rep} ${plural(lift)} without putting the bar down, built up over as many sets as you need.`,
    ),
  );

/** "500 m", "1000 m", "2k", "21.1k": distances as athletes say them. */
const distanceName = (metres: number) =>
  metres >= 2000 && metres % 1000 === 0 ? `${metres / 1000}k` : `${metres} m`;

const ergs: { noun: string; verb: string; forTime: number[]; inTime: number[] }[] = [
  {
    noun: 'row',
    verb: 'Row',
    forTime: [100, 250, 1000, 6000, 10000],
    inTime: [1, 2, 4, 5, 10, 20, 30],
  },
  {
    noun: 'ski erg',
    verb: 'Ski',
    forTime: [250, 500, 2000, 5000, 10000],
    inTime: [1, 2, 4, 5, 10, 20, 30, 60],
  },
  {
    noun: 'bike erg',
    verb: 'Ride the bike erg',
    forTime: [1000, 2000, 4000, 10000, 20000],
    inTime: [1, 2, 4, 5, 10, 20, 30, 60],
  },
  {
    noun: 'run',
    verb: 'Run',
    forTime: [100, 200, 400, 800, 1000, 1500, 3000, 15000],
    inTime: [6, 20, 30, 60],
  },
  { noun: 'swim', verb: 'Swim', forTime: [50, 100, 200, 400, 800, 1500], inTime: [10, 20, 30] },
];
const calorieMachines = [
  { noun: 'calorie row', machine: 'rower' },
  { noun: 'calorie ski erg', machine: 'ski erg' },
  { noun: 'calorie air bike', machine: 'air bike' },
  { noun: 'calorie bike erg', machine: 'bike erg' },
];

const engine = (): ChallengeRequest[] => [
  ...ergs.flatMap(({ noun, verb, forTime, inTime }) => [
    ...forTime.map((metres) =>
      challenge(`${distanceName(metres)} ${noun}`, 'time', `${verb} ${metres} metres as fast as possible.`),
    ),
    ...inTime.map((minutes) =>
      challenge(
        `Max distance ${noun} in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        'distance',
        `${verb} as far as possible in ${minutes} minute${minutes === 1 ? '' : 's'}. Score the metres.`,
      ),
    ),
  ]),
  challenge('Half marathon row', 'time', 'Row 21,097 metres as fast as possible.'),
  challenge('Marathon row', 'time', 'Row 42,195 metres as fast as possible.'),
  ...calorieMachines.flatMap(({ noun, machine }) => [
    ...[20, 50, 100].map((calories) =>
      challenge(`${calories} ${noun}`, 'time', `${calories} calories on the ${machine} as fast as possible.`),
    ),
    ...[1, 2, 5, 10].map((minutes) =>
      challenge(
        `Max ${noun}s in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        'reps',
        `As many calories on the ${machine} as possible in ${minutes} minute${minutes === 1 ? '' : 's'}. Score the calories.`,
      ),
    ),
  ]),
];

/** A movement as a test names it, with what the description adds (load, height, standard). */
interface Movement {
  name: string;
  standard: string;
  /** Windows (minutes) a max-reps test of it makes sense in. */
  windows: number[];
  /** Rep targets run for time. */
  targets: number[];
  /** Tested as a max unbroken set too. */
  unbroken?: boolean;
}

const SHORT = [1, 2, 3, 5];
const LONG = [1, 2, 3, 5, 7, 10];
const movements: Movement[] = [
  {
    name: 'burpees',
    standard: 'chest to the floor, jump and clap overhead',
    windows: LONG,
    targets: [50, 150],
  },
  {
    name: 'air squats',
    standard: 'hip crease below the knee',
    windows: LONG,
    targets: [100, 200],
    unbroken: true,
  },
  {
    name: 'push-ups',
    standard: 'chest to the floor, arms locked at the top',
    windows: LONG,
    targets: [50, 100],
    unbroken: true,
  },
  {
    name: 'sit-ups',
    standard: 'AbMat sit-ups, shoulders to the floor and hands to the toes',
    windows: LONG,
    targets: [100, 200],
  },
  {
    name: 'pull-ups',
    standard: 'chin over the bar, arms straight at the bottom',
    windows: SHORT,
    targets: [50, 100],
  },
  {
    name: 'chest-to-bar pull-ups',
    standard: 'chest touches the bar',
    windows: SHORT,
    targets: [50],
    unbroken: true,
  },
  {
    name: 'strict pull-ups',
    standard: 'no kip, chin over the bar',
    windows: SHORT,
    targets: [],
    unbroken: true,
  },
  {
    name: 'toes-to-bar',
    standard: 'both feet touch the bar together',
    windows: SHORT,
    targets: [50, 100],
    unbroken: true,
  },
  {
    name: 'double-unders',
    standard: 'the rope passes twice under the feet in one jump',
    windows: LONG,
    targets: [100, 200, 500],
  },
  { name: 'single-unders', standard: 'one pass of the rope per jump', windows: SHORT, targets: [500] },
  {
    name: 'wall-ball shots',
    standard: '9/6 kg ball to a 3/2.7 m target',
    windows: LONG,
    targets: [50, 100, 150],
    unbroken: true,
  },
  {
    name: 'kettlebell swings',
    standard: '24/16 kg, bell overhead',
    windows: LONG,
    targets: [50, 100, 200],
    unbroken: true,
  },
  { name: 'box jumps', standard: '60/50 cm box, hips open at the top', windows: LONG, targets: [50, 100] },
  { name: 'burpee box jump-overs', standard: '60/50 cm box', windows: LONG, targets: [50] },
  { name: 'thrusters', standard: '43/30 kg', windows: SHORT, targets: [50], unbroken: true },
  { name: 'power cleans', standard: '61/43 kg', windows: SHORT, targets: [30, 50] },
  { name: 'dumbbell snatches', standard: '22.5/15 kg, alternating arms', windows: LONG, targets: [50, 100] },
  {
    name: 'handstand push-ups',
    standard: 'head to the floor, arms locked at the top',
    windows: SHORT,
    targets: [50],
    unbroken: true,
  },
  { name: 'strict handstand push-ups', standard: 'no kip', windows: SHORT, targets: [], unbroken: true },
  {
    name: 'ring dips',
    standard: 'shoulder below the elbow, arms locked at the top',
    windows: SHORT,
    targets: [50],
    unbroken: true,
  },
  {
    name: 'bar muscle-ups',
    standard: 'hips to the bar, arms locked over it',
    windows: SHORT,
    targets: [30],
    unbroken: true,
  },
  {
    name: 'ring muscle-ups',
    standard: 'arms locked in support at the top',
    windows: SHORT,
    targets: [30],
    unbroken: true,
  },
  {
    name: 'walking lunges',
    standard: 'back knee touches the floor; each step counts',
    windows: LONG,
    targets: [100],
  },
  { name: 'goblet squats', standard: '24/16 kg kettlebell', windows: LONG, targets: [100] },
  { name: 'burpee pull-ups', standard: 'a burpee then a pull-up', windows: SHORT, targets: [50] },
  { name: 'V-ups', standard: 'hands touch the feet at the top', windows: SHORT, targets: [100] },
  {
    name: 'pistols',
    standard: 'alternating legs, hip below the knee',
    windows: SHORT,
    targets: [50],
    unbroken: true,
  },
  {
    name: 'GHD sit-ups',
    standard: 'hands to the floor behind, then to the feet',
    windows: SHORT,
    targets: [50, 100],
  },
];

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

const bodyTests = (): ChallengeRequest[] =>
  movements.flatMap((movement) => [
    ...movement.windows.map((minutes) =>
      challenge(
        `Max ${movement.name} in ${minutesText(minutes)}`,
        'reps',
        `As many ${movement.name} as possible in ${minutesText(minutes)} (${movement.standard}).`,
      ),
    ),
    ...movement.targets.map((reps) =>
      challenge(
        `${reps} ${movement.name} for time`,
        'time',
        `${reps} ${movement.name} as fast as possible (${movement.standard}).`,
      ),
    ),
    ...(movement.unbroken
      ? [
          challenge(
            `Max unbroken ${movement.name}`,
            'reps',
            `As many ${movement.name} as possible in one set without stopping (${movement.standard}).`,
          ),
        ]
      : []),
  ]);

const holds = (): ChallengeRequest[] =>
  [
    ['Max side plank hold', 'Hold a side plank on one forearm as long as possible; score the weaker side.'],
    ['Max hollow hold', 'Hold the hollow position, lower back on the floor, as long as possible.'],
    [
      'Max L-sit hold',
      'Hold an L-sit on parallettes or rings, legs straight and level, as long as possible.',
    ],
    ['Max handstand hold', 'Hold a free-standing handstand as long as possible.'],
    ['Max wall sit', 'Sit against a wall, thighs level, as long as possible.'],
    ['Max farmers hold', 'Hold two 32/24 kg kettlebells at your sides as long as possible.'],
    ['Max overhead plate hold', 'Hold a 20/15 kg plate overhead, arms locked, as long as possible.'],
    ['Max wall-facing handstand hold', 'Hold a handstand, chest to the wall, as long as possible.'],
  ].map(([title, description]) => challenge(title!, 'time', description!, false));

/** Couplets: one loaded or machine piece with one bodyweight piece. */
const loadedPieces = [
  {
    name: 'kettlebell swings',
    amrap: '15 kettlebell swings (24/16 kg)',
    ladder: 'kettlebell swings (24/16 kg)',
  },
  { name: 'wall-ball shots', amrap: '15 wall-ball shots (9/6 kg)', ladder: 'wall-ball shots (9/6 kg)' },
  { name: 'thrusters', amrap: '10 thrusters (43/30 kg)', ladder: 'thrusters (43/30 kg)' },
  { name: 'power cleans', amrap: '5 power cleans (61/43 kg)', ladder: 'power cleans (61/43 kg)' },
  {
    name: 'dumbbell snatches',
    amrap: '10 dumbbell snatches (22.5/15 kg)',
    ladder: 'dumbbell snatches (22.5/15 kg)',
  },
  { name: 'deadlifts', amrap: '10 deadlifts (102/70 kg)', ladder: 'deadlifts (102/70 kg)' },
  { name: 'front squats', amrap: '10 front squats (43/30 kg)', ladder: 'front squats (43/30 kg)' },
  { name: 'overhead squats', amrap: '10 overhead squats (43/30 kg)', ladder: 'overhead squats (43/30 kg)' },
  { name: 'goblet squats', amrap: '15 goblet squats (24/16 kg)', ladder: 'goblet squats (24/16 kg)' },
  { name: 'calorie row', amrap: '15 calories on the rower', ladder: 'calories on the rower' },
  { name: 'calorie air bike', amrap: '12 calories on the air bike', ladder: 'calories on the air bike' },
  { name: 'box jumps', amrap: '15 box jumps (60/50 cm)', ladder: 'box jumps (60/50 cm)' },
];
const bodyPieces = [
  { name: 'burpees', amrap: '10 burpees', ladder: 'burpees' },
  { name: 'pull-ups', amrap: '10 pull-ups', ladder: 'pull-ups' },
  { name: 'push-ups', amrap: '15 push-ups', ladder: 'push-ups' },
  { name: 'sit-ups', amrap: '20 sit-ups', ladder: 'sit-ups' },
  { name: 'toes-to-bar', amrap: '10 toes-to-bar', ladder: 'toes-to-bar' },
  { name: 'double-unders', amrap: '30 double-unders', ladder: 'double-unders (42-30-18)' },
  { name: 'air squats', amrap: '20 air squats', ladder: 'air squats' },
  { name: 'handstand push-ups', amrap: '5 handstand push-ups', ladder: 'handstand push-ups' },
  { name: 'ring dips', amrap: '10 ring dips', ladder: 'ring dips' },
  { name: 'walking lunges', amrap: '20 walking lunge steps', ladder: 'walking lunge steps (42-30-18)' },
];
// Pairs that already have a name of their own (Fran, Diane) are the named workouts, not couplets.
const namedPairs = new Set(['thrusters|pull-ups', 'deadlifts|handstand push-ups']);

const couplets = (): ChallengeRequest[] =>
  loadedPieces.flatMap((loaded) =>
    bodyPieces.flatMap((body) => [
      ...[7, 12, 20].map((minutes) =>
        challenge(
          `AMRAP ${minutes}: ${loaded.name} and ${body.name}`,
          'rounds',
          `As many rounds as possible in ${minutes} minutes of ${loaded.amrap} and ${body.amrap}. Score the rounds; note the extra reps.`,
        ),
      ),
      ...(namedPairs.has(`${loaded.name}|${body.name}`)
        ? []
        : [
            challenge(
              `21-15-9 ${loaded.name} and ${body.name}`,
              'time',
              `21-15-9 reps, for time, of ${loaded.ladder} and ${body.ladder}.`,
            ),
          ]),
    ]),
  );

export function challengeCatalogue(): ChallengeRequest[] {
  return [
    ...strengthLifts.flatMap((lift) => repMaxes(lift, [1, 2, 3, 5, 10])),
    ...quickLifts.flatMap((lift) => repMaxes(lift, [1, 2, 3])),
    ...engine(),
    ...bodyTests(),
    ...holds(),
    ...couplets(),
  ];
}
