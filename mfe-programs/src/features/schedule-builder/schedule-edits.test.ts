import { supersetLabel, type ScheduleWeek } from '@coachforge/contracts';
import { emptyWeek, moveExercise, moveSession, toggleSuperset } from './schedule-edits';

const weekWith = (...ids: number[]): ScheduleWeek[] => {
  const week = emptyWeek();
  week.days[0]!.sessions.push({
    title: 'Strength',
    sections: [
      {
        title: 'Main',
        exercises: ids.map((exercise_id) => ({ exercise_id, prescription: {}, superset_group: null })),
      },
    ],
  });
  return [week];
};
const idsOf = (weeks: ScheduleWeek[]) =>
  weeks[0]!.days[0]!.sessions[0]!.sections[0]!.exercises.map((exercise) => exercise.exercise_id);
const groupsOf = (weeks: ScheduleWeek[]) =>
  weeks[0]!.days[0]!.sessions[0]!.sections[0]!.exercises.map((exercise) => exercise.superset_group);
const at = [0, 0, 0, 0] as const;

test('a session moves to another day, and the original weeks are left alone', () => {
  const weeks = weekWith(1);
  const moved = moveSession(weeks, [0, 0, 0], [0, 3]);
  expect(moved[0]!.days[0]!.sessions).toEqual([]);
  expect(moved[0]!.days[3]!.sessions[0]!.title).toBe('Strength');
  expect(weeks[0]!.days[0]!.sessions).toHaveLength(1);
});

test('an exercise moves up and down within its section, never past its ends', () => {
  const weeks = weekWith(1, 2, 3);
  expect(idsOf(moveExercise(weeks, at, 2, 0))).toEqual([3, 1, 2]);
  expect(idsOf(moveExercise(weeks, at, 0, 1))).toEqual([2, 1, 3]);
  expect(idsOf(moveExercise(weeks, at, 0, -1))).toEqual([1, 2, 3]);
  expect(idsOf(moveExercise(weeks, at, 2, 3))).toEqual([1, 2, 3]);
});

test('supersets join an exercise to the one above, are lettered in order, and come apart again', () => {
  let weeks = weekWith(1, 2, 3, 4);
  weeks = toggleSuperset(weeks, at, 3);
  expect(groupsOf(weeks)).toEqual([null, null, 'A', 'A']);
  weeks = toggleSuperset(weeks, at, 1);
  expect(groupsOf(weeks)).toEqual(['A', 'A', 'B', 'B']);
  weeks = toggleSuperset(weeks, at, 2);
  expect(groupsOf(weeks)).toEqual(['A', 'A', 'A', 'A']);
  const exercises = weeks[0]!.days[0]!.sessions[0]!.sections[0]!.exercises;
  expect([0, 1, 2, 3].map((index) => supersetLabel(exercises, index))).toEqual(['A1', 'A2', 'A3', 'A4']);
  weeks = toggleSuperset(weeks, at, 2);
  expect(groupsOf(weeks)).toEqual(['A', 'A', null, null]);
  weeks = toggleSuperset(weeks, at, 1);
  expect(groupsOf(weeks)).toEqual([null, null, null, null]);
  expect(toggleSuperset(weeks, at, 0)).toEqual(weeks);
});
