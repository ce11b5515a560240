import {
  ADMIN_TOKEN_HEADER,
  apiPath,
  endpoints,
  messages,
  RELEASE_NOTES_PER_PAGE,
} from '@coachforge/contracts';
import { signUpBody, startTestApi, type TestApi } from '../../testing/test-api';

const ADMIN_TOKEN = 'operators-only-token-0123456789';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ adminToken: ADMIN_TOKEN });
});
afterAll(() => api.close());

async function signedIn() {
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signUp),
    payload: signUpBody(api.config),
  });
  return { authorization: `Bearer ${response.json().access_token}` };
}

const publish = (payload: object, token = ADMIN_TOKEN) =>
  api.call({
    method: 'POST',
    url: apiPath(endpoints.publishReleaseNote),
    headers: { [ADMIN_TOKEN_HEADER]: token },
    payload,
  });

test('a published note is unread for everyone until each person reads it', async () => {
  const coach = await signedIn();
  const other = await signedIn();
  const before = (await api.call({ method: 'GET', url: apiPath(endpoints.notes), headers: coach })).json();
  const published = await publish({ title: 'Supersets', body: 'Group exercises.\n\nTry <b>now</b>' });
  expect(published.statusCode).toBe(201);
  const note = published.json();
  expect(note.body).toBe('<p>Group exercises.</p><p>Try &lt;b&gt;now&lt;/b&gt;</p>');
  expect(note.release_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  const list = (await api.call({ method: 'GET', url: apiPath(endpoints.notes), headers: coach })).json();
  expect(list.count_unread_notes).toBe(before.count_unread_notes + 1);
  expect(list.notes[0]).toMatchObject({ id: note.id, title: 'Supersets', read: false });

  const read = await api.call({
    method: 'POST',
    url: apiPath(endpoints.markNoteRead),
    headers: coach,
    payload: { id: note.id },
  });
  expect(read.json().count_unread_notes).toBe(before.count_unread_notes);
  const one = await api.call({ method: 'GET', url: `/api/notes/${note.id}`, headers: coach });
  expect(one.json().read).toBe(true);
  const theirs = await api.call({ method: 'GET', url: `/api/notes/${note.id}`, headers: other });
  expect(theirs.json().read).toBe(false);
});

test('a note published before someone signed up is not news to them', async () => {
  const published = (await publish({ title: 'Older', body: 'Before your time' })).json();
  const newcomer = await signedIn();
  const list = (await api.call({ method: 'GET', url: apiPath(endpoints.notes), headers: newcomer })).json();
  expect(list.count_unread_notes).toBe(0);
  expect(list.notes.find((note: { id: number }) => note.id === published.id).read).toBe(true);
});

test('only the operator token publishes, and an unknown note is a 404', async () => {
  const coach = await signedIn();
  expect((await publish({ title: 'x', body: 'y' }, 'wrong-token')).statusCode).toBe(403);
  expect((await publish({ title: '', body: 'y' })).statusCode).toBe(422);
  const missing = await api.call({ method: 'GET', url: '/api/notes/987654', headers: coach });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error).toBe(messages.http.notFound);
  expect((await api.call({ method: 'GET', url: '/api/notes/abc', headers: coach })).statusCode).toBe(404);
});

test('without ADMIN_TOKEN the publishing call does not exist', async () => {
  const plain = await startTestApi();
  try {
    const response = await plain.call({
      method: 'POST',
      url: apiPath(endpoints.publishReleaseNote),
      headers: { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
      payload: { title: 'x', body: 'y' },
    });
    expect(response.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

const notesOf = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  api.call({ method: 'GET', url: apiPath(endpoints.notes), headers, query });

test("the list is paged newest first; What's New (unread=true) is every unread note; all can be marked read", async () => {
  const coach = await signedIn();
  const ids: number[] = [];
  for (let n = 1; n <= RELEASE_NOTES_PER_PAGE + 2; n++)
    ids.push((await publish({ title: `Paged ${n}`, body: 'x' })).json().id as number);

  const first = (await notesOf(coach)).json();
  expect(first.page).toBe(1);
  expect(first.notes).toHaveLength(RELEASE_NOTES_PER_PAGE);
  expect(first.notes[0].id).toBe(ids.at(-1));
  expect(first.total_pages).toBeGreaterThanOrEqual(2);
  const second = (await notesOf(coach, { page: '2' })).json();
  expect(second.page).toBe(2);
  expect(second.notes[0].id).toBe(ids.at(-1 - RELEASE_NOTES_PER_PAGE));
  const seen = [...first.notes, ...second.notes].map((note: { id: number }) => note.id);
  expect(new Set(seen).size).toBe(seen.length);

  const unread = (await notesOf(coach, { unread: 'true' })).json();
  expect(unread.notes.map((note: { id: number }) => note.id)).toEqual([...ids].reverse());
  expect(unread.count_unread_notes).toBe(ids.length);

  const all = await api.call({ method: 'POST', url: apiPath(endpoints.markAllNotesRead), headers: coach });
  expect(all.json()).toEqual({ count_unread_notes: 0 });
  expect((await notesOf(coach, { unread: 'true' })).json().notes).toEqual([]);
  // Someone else's notes stay unread.
  const other = await signedIn();
  await publish({ title: 'Later', body: 'y' });
  expect((await notesOf(other)).json().count_unread_notes).toBe(1);
});

test.each<Record<string, string>>([{ page: '0' }, { page: 'two' }, { page: '-1' }, { unread: 'maybe' }])(
  'a bad list query %j is a 422',
  async (query) => {
    const answer = await notesOf(await signedIn(), query);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toHaveProperty('error');
  },
);
