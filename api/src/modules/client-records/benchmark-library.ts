import type { BenchmarkMeasure } from '@coachforge/contracts';

/**
 * The platform's benchmarks (decision 0117): the tests coaches in the field retest most — one-rep maxes,
 * timed distances and classic workouts, max-effort bodyweight sets. Seeded by name; names already there
 * are left as they are.
 */
const byMeasure: Record<BenchmarkMeasure, string[]> = {
  load: [
    '1RM Back Squat',
    '1RM Front Squat',
    '1RM Deadlift',
    '1RM Bench Press',
    '1RM Strict Press',
    '1RM Push Press',
    '1RM Clean',
    '1RM Power Clean',
    '1RM Clean and Jerk',
    '1RM Snatch',
    '1RM Power Snatch',
    '1RM Overhead Squat',
    '1RM Romanian Deadlift',
    '1RM Weighted Pull-up',
    '3RM Back Squat',
    '3RM Deadlift',
    '5RM Back Squat',
    '5RM Bench Press',
  ],
  time: [
    '500 m Row',
    '2,000 m Row',
    '5,000 m Row',
    '1 km Run',
    '1 mile Run',
    '5 km Run',
    '10 km Run',
    '1,000 m SkiErg',
    '10 km Assault Bike',
    'Fran',
    'Grace',
    'Helen',
    'Diane',
    'Isabel',
    'Karen',
    'Murph',
    '100 Burpees',
    'HYROX Simulation',
  ],
  reps: [
    'Max Strict Pull-ups',
    'Max Push-ups',
    'Max Unbroken Double-unders',
    'Max Air Squats in 2 minutes',
    'Max Burpees in 7 minutes',
    'Max Toes-to-bar',
    'Max Handstand Push-ups',
    'Max Ring Muscle-ups',
    'Cindy (rounds × 15)',
  ],
  distance: ['12-minute Run (Cooper test)', '20-minute Row', '10-minute Assault Bike', 'Max Broad Jump'],
};

export const benchmarkLibrary = (Object.entries(byMeasure) as [BenchmarkMeasure, string[]][]).flatMap(
  ([measure, names]) => names.map((name) => ({ name, measure })),
);
