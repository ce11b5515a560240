import { apiPath, endpoints, messages, type AccountCoach } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { linkInLatestMail, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ appUrl: 'http://platform.test' });
});
afterAll(() => api.close());

type Auth = Record<string, string>;

async function teamWithCoaches() {
  const owner = await signedUp(api, { role: 'coach', first_name: 'Olive', last_name: 'Owner' });
  const team = (
    await api.call({
      method: 'POST',
      url: apiPath(endpoints.createBusinessAccount),
      payload: { kind: 'team', name: 'Harbour Barbell' },
      headers: owner.auth,
    })
  ).json() as { id: number };
  const invite = (email: string) =>
    callEndpoint(api, endpoints.inviteCoach, owner.auth, {
      params: { account_id: team.id },
      payload: { email },
    });
  const stamp = Date.now();
  const memberEmail = `member.${stamp}@example.com`;
  await invite(memberEmail);
  const token = (await linkInLatestMail(api, memberEmail)).pathname.split('/').pop()!;
  const member = await signedUp(api, {
    role: 'coach',
    email: memberEmail,
    first_name: 'Max',
    last_name: 'Member',
  });
  await callEndpoint(api, endpoints.acceptInvitation, member.auth, { params: { token } });
  await invite(`open.${stamp}@example.com`);
  await invite(`lapsed.${stamp}@example.com`);
  await api.db.query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [
    `lapsed.${stamp}@example.com`,
  ]);
  const coaches = (auth: Auth = owner.auth) =>
    callEndpoint(api, endpoints.accountCoaches, auth, { params: { account_id: team.id } });
  return { owner, member, team, stamp, coaches };
}

const statuses = (list: AccountCoach[]) =>
  Object.fromEntries(list.map((coach) => [coach.email.split('.')[0], coach.status]));

test('the owner sees every coach with their status: active members, an open invitation, one that ran out', async () => {
  const { coaches, owner } = await teamWithCoaches();
  const answer = await coaches();
  expect(answer.statusCode).toBe(200);
  const list = answer.json() as AccountCoach[];
  expect(statuses(list)).toEqual({
    member: 'active',
    open: 'invited',
    lapsed: 'rejected',
    [owner.email.split('.')[0]!]: 'active',
  });
  expect(list.find((coach) => coach.is_owner)?.full_name).toBe('Olive Owner');
});

test('the owner cancels an open invitation: it reads cancelled and its link no longer works', async () => {
  const { coaches, owner, team, stamp } = await teamWithCoaches();
  const open = ((await coaches()).json() as AccountCoach[]).find(
    (c) => c.email === `open.${stamp}@example.com`,
  )!;
  const link = await linkInLatestMail(api, `open.${stamp}@example.com`);
  const cancelled = await callEndpoint(api, endpoints.cancelCoachInvitation, owner.auth, {
    params: { account_id: team.id, id: open.id },
  });
  expect(statuses(cancelled.json()).open).toBe('cancelled');
  const token = link.pathname.split('/').pop()!;
  expect((await callEndpoint(api, endpoints.invitation, {}, { params: { token } })).statusCode).toBe(404);
  const again = await callEndpoint(api, endpoints.cancelCoachInvitation, owner.auth, {
    params: { account_id: team.id, id: open.id },
  });
  expect(again.statusCode).toBe(404);
});

test('the owner removes a coach, who then reads cancelled and no longer reaches the team; the owner stays', async () => {
  const { coaches, owner, member, team } = await teamWithCoaches();
  const memberId = ((await coaches()).json() as AccountCoach[]).find((c) => c.full_name === 'Max Member')!.id;
  const removed = await callEndpoint(api, endpoints.removeCoach, owner.auth, {
    params: { account_id: team.id, user_id: memberId },
  });
  expect(removed.statusCode).toBe(200);
  expect(statuses(removed.json()).member).toBe('cancelled');
  const switched = await api.call({
    method: 'PUT',
    url: apiPath(endpoints.switchAccount),
    payload: { id: team.id },
    headers: member.auth,
  });
  expect(switched.statusCode).not.toBe(200);

  const ownerId = ((await coaches()).json() as AccountCoach[]).find((c) => c.is_owner)!.id;
  const self = await callEndpoint(api, endpoints.removeCoach, owner.auth, {
    params: { account_id: team.id, user_id: ownerId },
  });
  expect(self.statusCode).toBe(422);
  expect(self.json().error).toBe(messages.invitations.ownerStays);
});
