import { apiPath, endpoints } from '@coachforge/contracts';
import { signUpBody, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function signUp(role: 'coach' | 'user') {
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signUp),
    payload: signUpBody(api.config, { role }),
  });
  return { authorization: `Bearer ${response.json().access_token}` };
}

const warnings = async (headers: Record<string, string>) =>
  (await api.call({ method: 'GET', url: apiPath(endpoints.warnings), headers })).json();

test('a coach in a white-label trial without a web address is prompted until the prompt is dismissed', async () => {
  const headers = await signUp('coach');
  expect(await warnings(headers)).toEqual([{ type: 'custom_web_address', data: [] }]);
  await api.call({
    method: 'PATCH',
    url: apiPath(endpoints.popupStorage),
    headers,
    payload: { popup_name: 'custom_web_address_warning' },
  });
  expect(await warnings(headers)).toEqual([]);
});

test('a client has no system warnings', async () => {
  expect(await warnings(await signUp('user'))).toEqual([]);
});

test('an owner whose payment provider asks for more is told until the provider is satisfied', async () => {
  const headers = await signUp('coach');
  const me = (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers })).json();
  const dismissed = { popup_name: 'custom_web_address_warning' };
  await api.call({ method: 'PATCH', url: apiPath(endpoints.popupStorage), headers, payload: dismissed });
  expect(await warnings(headers)).toEqual([]);
  await api.db.query(
    `INSERT INTO payment_provider_connections (account_id, provider, provider_account_id, charges_enabled)
     VALUES ($1, 'stripe', 'acct_pending', false)`,
    [me.current.id],
  );
  expect(await warnings(headers)).toEqual([{ type: 'stripe_attention', data: [] }]);
  await api.db.query('UPDATE payment_provider_connections SET charges_enabled = true WHERE account_id = $1', [
    me.current.id,
  ]);
  expect(await warnings(headers)).toEqual([]);
});

const dismiss = (headers: Record<string, string>, popupName: string) =>
  api.call({
    method: 'PATCH',
    url: apiPath(endpoints.popupStorage),
    headers,
    payload: { popup_name: popupName },
  });

test('a trial coach who uses white label (a web address) is warned it ends with the trial, until dismissed', async () => {
  const headers = await signUp('coach');
  const me = (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers })).json();
  await api.db.query(`UPDATE accounts SET custom_url = $2 WHERE id = $1`, [
    me.current.id,
    `wl-${me.current.id}`,
  ]);
  expect(await warnings(headers)).toEqual([{ type: 'white_label_trial', data: [] }]);
  expect((await dismiss(headers, 'white_label_trial_warning')).statusCode).toBeLessThan(300);
  expect(await warnings(headers)).toEqual([]);
});

test('an empty account (no plan, no trial) is pointed at the plans until the highlight is dismissed', async () => {
  const headers = await signUp('coach');
  const me = (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers })).json();
  await api.db.query(
    `UPDATE platform_subscriptions SET trial = false, active = false, free_plan = false, trial_end_date = NULL,
       plan_kind = NULL, state = NULL WHERE account_id = $1`,
    [me.current.id],
  );
  expect(await warnings(headers)).toEqual([{ type: 'empty_account', data: [] }]);
  await dismiss(headers, 'empty_account_highlight');
  expect(await warnings(headers)).toEqual([]);
});
