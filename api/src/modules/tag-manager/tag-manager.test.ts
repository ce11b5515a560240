import { endpoints, messages } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

test('a coach saves a tag manager container, reads it back, and removes it', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  expect((await callEndpoint(api, endpoints.tagManager, coach.auth)).json()).toEqual({
    tag_manager_id: null,
  });

  const saved = await callEndpoint(api, endpoints.saveTagManager, coach.auth, {
    payload: { tag_manager_id: ' GTM-AB12CD ' },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ tag_manager_id: 'GTM-AB12CD' });
  expect((await callEndpoint(api, endpoints.tagManager, coach.auth)).json()).toEqual({
    tag_manager_id: 'GTM-AB12CD',
  });

  await callEndpoint(api, endpoints.removeTagManager, coach.auth);
  expect((await callEndpoint(api, endpoints.tagManager, coach.auth)).json()).toEqual({
    tag_manager_id: null,
  });
});

describe('a container id is GTM- and 5 to 10 uppercase letters or digits', () => {
  test.each([
    ['GTM-ABCDE', 200],
    ['GTM-1234567890', 200],
    ['GTM-ABCD', 422],
    ['GTM-12345678901', 422],
    ['gtm-abcde', 422],
    ['GTM-AB CDE', 422],
    ['UA-12345', 422],
    ['', 422],
  ])('%j is answered %d', async (id, status) => {
    const coach = await signedUp(api, { role: 'coach' });
    const answer = await callEndpoint(api, endpoints.saveTagManager, coach.auth, {
      payload: { tag_manager_id: id },
    });
    expect(answer.statusCode).toBe(status);
    if (status === 422) expect(answer.body).toContain(messages.tagManager.invalid);
  });
});

test('a refused container id leaves the saved one in place', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  await callEndpoint(api, endpoints.saveTagManager, coach.auth, { payload: { tag_manager_id: 'GTM-KEEP1' } });
  await callEndpoint(api, endpoints.saveTagManager, coach.auth, { payload: { tag_manager_id: 'GTM-x' } });
  expect((await callEndpoint(api, endpoints.tagManager, coach.auth)).json()).toEqual({
    tag_manager_id: 'GTM-KEEP1',
  });
});
