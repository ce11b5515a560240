import type { ProductTemplateEntry } from '@coachforge/contracts';

type Line = [
  exercise: string,
  prescription: ProductTemplateEntry['sessions'][number]['sections'][number]['exercises'][number]['prescription'],
];

const session = (title: string, sections: [title: string, lines: Line[]][]) => ({
  title,
  sections: sections.map(([sectionTitle, lines]) => ({
    title: sectionTitle,
    exercises: lines.map(([exercise, prescription]) => ({ exercise, prescription, superset_group: null })),
  })),
});

/**
 * The platform's presets (decision 0155): days coaches reach for most, written for Coachforge from the
 * classic templates of the field (5×5 full-body days, an upper/lower split, rower intervals, a mobility
 * flow), named by the exercise library's names. Seeded at start; operators change them from the command
 * line, and a start never undoes that.
 */
export const presetLibrary: { templates: ProductTemplateEntry[] } = {
  templates: [
    {
      kind: 'preset',
      title: 'Full-body strength 5×5 (A)',
      description: 'Squat, bench press and row for five sets of five: add a little load each session.',
      sessions: [
        session('Strength A', [
          [
            'Warm-up',
            [
              ['Air Squat', { sets: 2, reps: '10' }],
              ['Band Pull-Apart', { sets: 2, reps: '15' }],
            ],
          ],
          [
            'Main',
            [
              ['Back Squat', { sets: 5, reps: '5', rest_seconds: 180 }],
              ['Bench Press', { sets: 5, reps: '5', rest_seconds: 180 }],
              ['Bent-Over Row', { sets: 5, reps: '5', rest_seconds: 120 }],
            ],
          ],
        ]),
      ],
    },
    {
      kind: 'preset',
      title: 'Full-body strength 5×5 (B)',
      description: 'Squat, overhead press and one heavy set of deadlifts.',
      sessions: [
        session('Strength B', [
          [
            'Warm-up',
            [
              ['Goblet Squat', { sets: 2, reps: '10' }],
              ['Inchworm', { sets: 2, reps: '5' }],
            ],
          ],
          [
            'Main',
            [
              ['Back Squat', { sets: 5, reps: '5', rest_seconds: 180 }],
              ['Strict Press', { sets: 5, reps: '5', rest_seconds: 180 }],
              ['Deadlift', { sets: 1, reps: '5' }],
            ],
          ],
        ]),
      ],
    },
    {
      kind: 'preset',
      title: 'Upper body hypertrophy',
      description: 'Pressing and pulling in the 8–12 range, arms to finish.',
      sessions: [
        session('Upper', [
          [
            'Main',
            [
              ['Incline Dumbbell Press', { sets: 4, reps: '8-10', rest_seconds: 120 }],
              ['Lat Pulldown', { sets: 4, reps: '10-12', rest_seconds: 90 }],
              ['Seated Dumbbell Press', { sets: 3, reps: '10', rest_seconds: 90 }],
              ['Chest-Supported Row', { sets: 3, reps: '12', rest_seconds: 90 }],
            ],
          ],
          [
            'Arms',
            [
              ['Dumbbell Curl', { sets: 3, reps: '12' }],
              ['Triceps Pushdown', { sets: 3, reps: '12' }],
            ],
          ],
        ]),
      ],
    },
    {
      kind: 'preset',
      title: 'Lower body hypertrophy',
      description: 'Squat pattern, hinge and single-leg work in the 8–12 range.',
      sessions: [
        session('Lower', [
          [
            'Main',
            [
              ['Front Squat', { sets: 4, reps: '8', rest_seconds: 150 }],
              ['Romanian Deadlift', { sets: 4, reps: '10', rest_seconds: 120 }],
              ['Bulgarian Split Squat', { sets: 3, reps: '10 each leg', rest_seconds: 90 }],
              ['Seated Leg Curl', { sets: 3, reps: '12' }],
              ['Standing Calf Raise', { sets: 3, reps: '15' }],
            ],
          ],
        ]),
      ],
    },
    {
      kind: 'preset',
      title: 'Rower intervals 8 × 500 m',
      description: 'Eight hard 500 m pieces with 90 seconds of rest: hold the same split throughout.',
      sessions: [
        session('Engine', [
          ['Warm-up', [['Row', { time_seconds: 600, notes: 'Easy, build the last two minutes' }]]],
          ['Intervals', [['Row', { sets: 8, distance_metres: 500, rest_seconds: 90 }]]],
        ]),
      ],
    },
    {
      kind: 'preset',
      title: 'Mobility flow',
      description: 'Twenty minutes for hips, upper back and shoulders, on rest days or after training.',
      sessions: [
        session('Mobility', [
          [
            'Flow',
            [
              ['World’s Greatest Stretch', { sets: 2, reps: '5 each side' }],
              ['90/90 Hip Switch', { sets: 2, reps: '8' }],
              ['Couch Stretch', { sets: 2, time_seconds: 60, notes: 'Each side' }],
              ['Thoracic Rotation', { sets: 2, reps: '8 each side' }],
              ['Shoulder Pass-Through', { sets: 2, reps: '10' }],
              ['Deep Squat Hold', { sets: 2, time_seconds: 60 }],
            ],
          ],
        ]),
      ],
    },
  ],
};
