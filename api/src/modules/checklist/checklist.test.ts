import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { readConfig } from '../../config';
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
  expect(first.json()).toEqual({ total_points: 4, completed: ['sign_up'], tour_video_url: null });
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

test('the video tour is a YouTube or Vimeo link from TOUR_VIDEO_URL; anything else is none', () => {
  const tour = (value: string | undefined) => readConfig({ TOUR_VIDEO_URL: value }).tourVideoUrl;
  expect(tour('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  expect(tour(' https://vimeo.com/123456789 ')).toBe('https://vimeo.com/123456789');
  for (const other of [undefined, '', 'https://files.example.com/tour.mp4', 'javascript:alert(1)'])
    expect(tour(other)).toBeNull();
});
