import { ADMIN_TOKEN_HEADER, apiPath, endpoints, messages } from '@coachforge/contracts';
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
