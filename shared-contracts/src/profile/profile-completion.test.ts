import { PROFILE_UPDATE_DELAY_HOURS } from '../limits/constants';
import { profileCompletionDue } from './profile-completion';

const created = Date.UTC(2026, 2, 1, 23, 59) / 1000;
const afterHours = (hours: number) => created * 1000 + hours * 3_600_000;
const person = (overrides: object = {}) => ({
  role: 'user' as const,
  gender: null,
  birthdate: null,
  created_at: created,
  ...overrides,
});

test.each`
  who                                   | current                                                | at                                            | due
  ${'a client missing both, on time'}   | ${person()}                                            | ${afterHours(PROFILE_UPDATE_DELAY_HOURS)}     | ${true}
  ${'a client missing both, too early'} | ${person()}                                            | ${afterHours(PROFILE_UPDATE_DELAY_HOURS - 1)} | ${false}
  ${'a client missing the gender'}      | ${person({ birthdate: '14/03/1990' })}                 | ${afterHours(PROFILE_UPDATE_DELAY_HOURS + 1)} | ${true}
  ${'a client missing the birthdate'}   | ${person({ gender: 'female' })}                        | ${afterHours(PROFILE_UPDATE_DELAY_HOURS + 1)} | ${true}
  ${'a client with both'}               | ${person({ gender: 'male', birthdate: '14/03/1990' })} | ${afterHours(1000)}                           | ${false}
  ${'a coach missing both'}             | ${person({ role: 'coach' })}                           | ${afterHours(1000)}                           | ${false}
`('$who: the profile completion modal is due: $due', ({ current, at, due }) => {
  expect(profileCompletionDue(current, at)).toBe(due);
});

test('the modal waits 14 days expressed in hours', () => {
  expect(PROFILE_UPDATE_DELAY_HOURS).toBe(336);
});
