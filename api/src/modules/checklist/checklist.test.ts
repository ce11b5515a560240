import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { signUpBody, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function coach() {
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signUp),
    payload: signUpBody(api.config),
  });
  return { authorization: `Bearer ${response.json().access_token}` };
}

test('a new coach has signed up, and opening the video tour completes its step', async () => {
  const headers = await coach();
  const first = await api.call({ method: 'GET', url: apiPath(endpoints.checklist), headers });
  expect(first.json()).toEqual({ total_points: 4, completed: ['sign_up'] });
  const done = await api.call({
    method: 'POST',
    url: apiPath(endpoints.completeChecklistStep),
    headers,
    payload: { check_list: { name: 'video_tour' } },
  });
  expect(done.json().completed).toEqual(['sign_up', 'video_tour']);
});

test('the browser cannot tick steps that follow from real events, and cannot hide an unfinished list', async () => {
  const headers = await coach();
  const forged = await api.call({
    method: 'POST',
    url: apiPath(endpoints.completeChecklistStep),
    headers,
    payload: { check_list: { name: 'first_client' } },
  });
  expect(forged.statusCode).toBe(422);
  const hide = await api.call({ method: 'PATCH', url: apiPath(endpoints.hideChecklist), headers });
  expect(hide.statusCode).toBe(422);
  expect(hide.json().error).toBe(messages.checklist.notAllDone);
});
