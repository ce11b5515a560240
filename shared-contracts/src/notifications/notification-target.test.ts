import { routePath } from '../routes/paths';
import type { Notification } from './notification';
import { notificationTarget } from './notification-target';
import { notificationTypes } from './notification-types';

/** A notification with every reference filled in, as the API presents one. */
const full = (type: Notification['notification_type']) =>
  ({
    notification_type: type,
    plan: { id: 4 },
    chat_room_id: 9,
    score_comment: { id: 3, info: { kind: 'challenge', score_score_id: 7, score_value_id: 8 } },
  }) as unknown as Notification;

test.each(notificationTypes)('a %s notification leads to a route that exists', (type) => {
  const target = notificationTarget(full(type));
  expect(target).not.toBeNull();
  expect(routePath(target!.route, target!.params, target!.query)).toMatch(/^\//);
});

test.each([
  ['coach_new_paid_client', '/coach/programs/4/clients'],
  ['coach_comment', '/leaderboards/challenges/7/comments/8/3'],
  ['client_mention', '/chat/9'],
  ['coach_brand_invite_declined', '/coach/profile/coaches'],
] as const)('%s opens %s', (type, path) => {
  const target = notificationTarget(full(type))!;
  expect(routePath(target.route, target.params)).toBe(path);
});

test('a notification about a program that is gone leads nowhere', () => {
  expect(notificationTarget({ ...full('coach_new_free_client'), plan: null })).toBeNull();
});

test('a mention in a leaderboard comment opens the comments, on the score or on the whole board', () => {
  const onScore = {
    ...full('client_mention'),
    chat_room_id: null,
    score_comment: { id: 5, info: { kind: 'daily', score_score_id: 2, score_value_id: 'a1b2-c3' } },
  } as Notification;
  const target = notificationTarget(onScore)!;
  expect(routePath(target.route, target.params)).toBe('/leaderboards/daily/2/comments/a1b2-c3/5');
  const onBoard = {
    ...onScore,
    score_comment: { id: 6, info: { kind: 'daily', score_score_id: 2, score_value_id: null } },
  } as Notification;
  const boardTarget = notificationTarget(onBoard)!;
  expect(routePath(boardTarget.route, boardTarget.params)).toBe('/leaderboards/daily/2/comments');
});

test("a comment on a client's calendar opens that day: the coach's view of the client, or the client's calendar", () => {
  const onCalendar = {
    ...full('coach_comment'),
    chat_room_id: null,
    score_comment: null,
    schedule_id: 4,
    schedule_date: '09/03/2026',
    calendar_comment: { id: 11, athlete_id: 21, session_index: 0 },
  } as Notification;
  for (const type of ['coach_comment', 'coach_mention'] as const) {
    const target = notificationTarget({ ...onCalendar, notification_type: type })!;
    expect(routePath(target.route, target.params, target.query)).toBe(
      '/coach/calendar/21/4?view=day&year=2026&month=3&day=9',
    );
  }
  for (const type of ['client_comment', 'client_mention'] as const) {
    const target = notificationTarget({ ...onCalendar, notification_type: type })!;
    expect(routePath(target.route, target.params, target.query)).toBe('/user/calendar');
  }
});
