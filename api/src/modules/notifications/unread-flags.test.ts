import { endpoints, type AccountListEntry, type Me, type NotificationCounters } from '@coachforge/contracts';
import { buildCallerWorld, type CallerWorld } from '../../testing/callers';
import { callEndpoint } from '../../testing/programs';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let world: CallerWorld;
beforeAll(async () => {
  api = await startTestApi({ adminToken: 'unread-flags-admin-token-0123456789' });
  // The owner of the team has one unread notification there: the non-owner accepted the invitation.
  world = await buildCallerWorld(api);
}, 60_000);
afterAll(() => api.close());

type Auth = Record<string, string>;

const me = async (auth: Auth) => (await callEndpoint(api, endpoints.me, auth)).json() as Me;
const accounts = async (auth: Auth) =>
  (await callEndpoint(api, endpoints.accounts, auth)).json() as AccountListEntry[];
const counters = async (auth: Auth) =>
  (await callEndpoint(api, endpoints.notificationCounters, auth)).json() as NotificationCounters;

describe('the header’s indicator and the switch-account flags', () => {
  test('are on for the member with something unread in that account, and for nobody else', async () => {
    expect((await me(world.headers.owner)).current.has_new_notifications).toBe(true);
    const ownerAccounts = await accounts(world.headers.owner);
    expect(ownerAccounts.find((a) => a.id === world.teamId)!.has_new_notifications).toBe(true);
    // The owner's personal account has no notification of its own.
    expect(ownerAccounts.find((a) => a.account_kind === 'private')!.has_new_notifications).toBe(false);

    // The non-owner, in the same team, was the one who acted: nothing for them.
    expect((await me(world.headers.nonOwner)).current.has_new_notifications).toBe(false);
    const memberAccounts = await accounts(world.headers.nonOwner);
    expect(memberAccounts.find((a) => a.id === world.teamId)!.has_new_notifications).toBe(false);
    expect((await me(world.headers.otherAccount)).current.has_new_notifications).toBe(false);
    expect(await counters(world.headers.owner)).toMatchObject({ unread_total: 1, unread_invites: 1 });
  });

  test('nobody else reads, marks or reads-all the owner’s notification', async () => {
    for (const caller of ['nonOwner', 'otherAccount', 'coach', 'client'] as const) {
      for (const endpoint of [endpoints.markNotificationRead, endpoints.markNotificationUnread]) {
        const answer = await callEndpoint(api, endpoint, world.headers[caller], {
          params: { id: world.teamNotificationId },
        });
        expect(answer.statusCode).toBe(404);
      }
      const all = await callEndpoint(api, endpoints.readAllNotifications, world.headers[caller], {
        payload: { activity_type: 'coach_membership' },
      });
      expect(all.statusCode).toBe(200);
      const listed = await callEndpoint(api, endpoints.notifications, world.headers[caller]);
      expect(listed.json().items.map((n: { id: number }) => n.id)).not.toContain(world.teamNotificationId);
    }
    expect(await counters(world.headers.owner)).toMatchObject({ unread_total: 1 });
    expect((await me(world.headers.owner)).current.has_new_notifications).toBe(true);
  });

  test('go off once the owner reads it, and come back when they mark it unread', async () => {
    const read = await callEndpoint(api, endpoints.readAllNotifications, world.headers.owner, {
      payload: { activity_type: 'coach_membership' },
    });
    expect(read.json()).toMatchObject({ unread_total: 0, unread_invites: 0 });
    expect((await me(world.headers.owner)).current.has_new_notifications).toBe(false);
    expect(
      (await accounts(world.headers.owner)).find((a) => a.id === world.teamId)!.has_new_notifications,
    ).toBe(false);

    const unread = await callEndpoint(api, endpoints.markNotificationUnread, world.headers.owner, {
      params: { id: world.teamNotificationId },
    });
    expect(unread.json()).toMatchObject({ unread_total: 1 });
    expect((await me(world.headers.owner)).current.has_new_notifications).toBe(true);
  });
});
