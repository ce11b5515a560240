import { ApiRequestError, type LogResultRequest } from '@coachforge/contracts';
import { createStore } from 'idb-keyval';
import {
  createResultOutbox,
  macroEntryId,
  type PendingEntry,
  type PendingMacroDay,
  type PendingResult,
} from './result-outbox';

const scoreOf = (pending: PendingEntry) => (pending.kind === 'macros' ? null : pending.body.score);

let storeNumber = 0;
const freshOutbox = () => createResultOutbox(createStore(`outbox-test-${storeNumber++}`, 'outbox'));

const body = (score: number, edited_at: string): LogResultRequest => ({
  program_id: 7,
  date: '2026-11-24',
  session_index: 0,
  section_index: 0,
  score_kind: 'reps',
  score,
  scaled: false,
  comment: '',
  edited_at,
});
const entry = (user_id: number, id: string, score: number, edited_at: string): PendingResult => ({
  user_id,
  id,
  time_zone: 'Europe/London',
  body: body(score, edited_at),
});

test("a later edit of a queued result replaces it, and one client's queue is not another's", async () => {
  const outbox = freshOutbox();
  await outbox.put(entry(1, 'a', 10, '2026-11-24T10:00:00.000Z'));
  await outbox.put(entry(1, 'a', 12, '2026-11-24T10:05:00.000Z'));
  await outbox.put(entry(2, 'b', 99, '2026-11-24T09:00:00.000Z'));
  expect((await outbox.pending(1)).map(scoreOf)).toEqual([12]);
  expect((await outbox.pending(2)).map((pending) => pending.id)).toEqual(['b']);
});

test('without an answer nothing leaves the queue, and the next try sends it in the order it was edited', async () => {
  const outbox = freshOutbox();
  await outbox.put(entry(1, 'late', 2, '2026-11-24T11:00:00.000Z'));
  await outbox.put(entry(1, 'early', 1, '2026-11-24T10:00:00.000Z'));
  const offline = await outbox.sync(1, () => Promise.reject(new ApiRequestError(0, null, 'offline')));
  expect(offline).toEqual({ sent: [], rejected: [], reachedApi: false });
  expect(await outbox.pending(1)).toHaveLength(2);

  const sent: string[] = [];
  const back = await outbox.sync(1, async (pending) => void sent.push(pending.id));
  expect(sent).toEqual(['early', 'late']);
  expect(back.sent).toEqual(['early', 'late']);
  expect(await outbox.pending(1)).toEqual([]);
});

test('a refusal drops the result with its reason, but a signed-out answer keeps it for later', async () => {
  const outbox = freshOutbox();
  await outbox.put(entry(1, 'gone', 1, '2026-11-24T10:00:00.000Z'));
  const signedOut = await outbox.sync(1, () =>
    Promise.reject(new ApiRequestError(401, { error: 'Sign in' }, 'Sign in')),
  );
  expect(signedOut.reachedApi).toBe(false);
  expect(await outbox.pending(1)).toHaveLength(1);

  const refused = await outbox.sync(1, () =>
    Promise.reject(new ApiRequestError(422, { error: 'Not on your calendar' }, 'Not on your calendar')),
  );
  expect(refused.rejected).toEqual([{ id: 'gone', reason: 'Not on your calendar' }]);
  expect(await outbox.pending(1)).toEqual([]);
});

test('an edit made while its earlier version was being sent stays queued', async () => {
  const outbox = freshOutbox();
  await outbox.put(entry(1, 'a', 10, '2026-11-24T10:00:00.000Z'));
  await outbox.sync(1, async () => {
    await outbox.put(entry(1, 'a', 11, '2026-11-24T10:01:00.000Z'));
  });
  expect((await outbox.pending(1)).map(scoreOf)).toEqual([11]);
});

test('a day of macros waits in the same queue, one entry per day, sent in the order things were edited', async () => {
  const outbox = freshOutbox();
  const macros = (calories: number, edited_at: string): PendingMacroDay => ({
    kind: 'macros',
    user_id: 1,
    id: macroEntryId('2026-11-24'),
    date: '2026-11-24',
    body: { calories, protein: 150, carbs: 200, fat: 60, edited_at },
  });
  await outbox.put(macros(1800, '2026-11-24T09:00:00.000Z'));
  await outbox.put(entry(1, 'a', 10, '2026-11-24T10:00:00.000Z'));
  await outbox.put(macros(2100, '2026-11-24T11:00:00.000Z'));
  const sent: string[] = [];
  const outcome = await outbox.sync(1, async (pending) => {
    sent.push(pending.kind === 'macros' ? `macros ${pending.body.calories}` : `result ${pending.body.score}`);
  });
  expect(sent).toEqual(['result 10', 'macros 2100']);
  expect(outcome.sent).toEqual(['a', 'macros:2026-11-24']);
  expect(await outbox.pending(1)).toEqual([]);
});
