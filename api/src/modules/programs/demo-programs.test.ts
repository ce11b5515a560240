import { apiPath, endpoints, type Program } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { startTestApi, webClient, type TestApi } from '../../testing/test-api';
import { demoAccounts } from '../demo-data';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedDemoData: true });
});
afterAll(() => api.close());

test('the demo coach starts with programs of every type, and the demo client follows one', async () => {
  const coach = demoAccounts[0];
  const signIn = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signIn),
    payload: { email: coach.email, password: coach.password, ...webClient(api.config) },
  });
  const auth = { authorization: `Bearer ${signIn.json().access_token}` };
  const items = (
    await callEndpoint(api, endpoints.listPrograms, auth, { query: { sort: 'title asc' } })
  ).json().items as Program[];
  expect(items.map((program) => [program.title, program.plan_type, program.plan_status])).toEqual([
    ['1-2-1 Coaching', 'individual', 'draft'],
    ['12-Week Hypertrophy', 'fixed', 'published'],
    ['Morning Mobility Club', 'one_many', 'published'],
    ['Strength Foundations', 'membership', 'published'],
  ]);
  expect(items[3]!.original_price.map((option) => option.duration)).toEqual(['monthly', 'yearly']);
  const club = items[2]!;
  const clients = await callEndpoint(api, endpoints.programClients, auth, { params: { plan_id: club.id } });
  expect(clients.json().map((client: { email: string }) => client.email)).toEqual([demoAccounts[1].email]);
});
