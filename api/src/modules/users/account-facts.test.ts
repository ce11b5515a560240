import { endpoints, meSchema, messages, PUBLIC_PAGE_TITLE_MAX, type Me } from '@coachforge/contracts';
import { buildCallerWorld, type CallerWorld } from '../../testing/callers';
import { callEndpoint, onFreePlan } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

type Auth = Record<string, string>;
let api: TestApi;
let callers: CallerWorld;
beforeAll(async () => {
  api = await startTestApi({ adminToken: 'account-facts-admin-token-0123456789' });
  callers = await buildCallerWorld(api);
});
afterAll(() => api.close());
const newCoach = () => signedUp(api, { role: 'coach' });

const call = (endpoint: Parameters<typeof callEndpoint>[1], auth: Auth, payload?: unknown) =>
  callEndpoint(api, endpoint, auth, payload === undefined ? {} : { payload });
const me = async (auth: Auth): Promise<Me> =>
  meSchema.validateSync((await call(endpoints.me, auth)).json()) as Me;
const onboard = (auth: Auth) => call(endpoints.paymentProviderOnboarding, auth, { source: 'settings' });

describe('tax activation', () => {
  test('turned on before the account can take charges it is in progress, and activates when it can', async () => {
    const fresh = await signedUp(api, { role: 'coach' });
    expect((await call(endpoints.taxOn, fresh.auth)).json()).toEqual({ tax_state: 'in_progress' });
    expect((await me(fresh.auth)).current.tax_state).toBe('in_progress');
    // The coach finishes the provider's onboarding (at once on the simulated provider).
    expect((await onboard(fresh.auth)).statusCode).toBe(200);
    expect((await me(fresh.auth)).current.tax_state).toBe('activated');
    expect((await call(endpoints.taxOff, fresh.auth)).json()).toEqual({ tax_state: 'normal' });
    expect((await call(endpoints.taxOn, fresh.auth)).json()).toEqual({ tax_state: 'activated' });
  });

  test("a business's tax is its owner's to switch, and its own: a member and a client are refused", async () => {
    expect((await call(endpoints.taxOn, callers.headers.owner)).json()).toEqual({ tax_state: 'activated' });
    const refused = await call(endpoints.taxOff, callers.headers.nonOwner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(messages.http.ownerOnly);
    expect((await me(callers.headers.nonOwner)).current.tax_state).toBe('activated');
    expect((await call(endpoints.taxOn, callers.headers.client)).statusCode).toBe(403);
    // The owner's own private account is untouched by the business's setting.
    expect((await me(callers.headers.coach)).current.tax_state).toBe('normal');
  });
});

describe('the current user', () => {
  test('a member who does not own the business is told its owner; the owner is not', async () => {
    const member = (await me(callers.headers.nonOwner)).current;
    const owner = (await me(callers.headers.owner)).current;
    expect(member.brand_owner_email).toBe(owner.email);
    expect(member.brand_owner_full_name).toBe(`${owner.first_name} ${owner.last_name}`);
    expect(owner.brand_owner_email).toBeNull();
    expect(owner.show_account).toBe(true);
    expect((await me(callers.headers.client)).current.show_account).toBe(false);
  });

  test('the checklist steps done and the HYROX flag come from what the account did and was granted', async () => {
    const { auth } = await newCoach();
    const before = (await me(auth)).current;
    expect(before.check_list_info.completed).toEqual(['sign_up']);
    expect(before.hyrox).toBe(false);
    await api.db.query('INSERT INTO media_hyrox_access (account_id) VALUES ($1)', [before.id]);
    await call(endpoints.completeChecklistStep, auth, { check_list: { name: 'video_tour' } });
    const after = (await me(auth)).current;
    expect(after.check_list_info.completed).toEqual(['sign_up', 'video_tour']);
    expect(after.hyrox).toBe(true);
  });

  test("a token switched into a business answers for it, the first for the person's own account, and both stop at once on sign-out", async () => {
    const { auth } = await newCoach();
    const own = await me(auth);
    const created = await call(endpoints.createBusinessAccount, auth, { kind: 'team', name: 'Facts Team' });
    expect(created.statusCode).toBe(201);
    const teamId = created.json().id as number;
    const switched = await call(endpoints.switchAccount, auth, { id: teamId });
    const teamAuth = { authorization: `Bearer ${switched.json().access_token}` };

    const inTeam = await me(teamAuth);
    expect(inTeam.current).toMatchObject({
      id: teamId,
      account_kind: 'team',
      full_name: 'Facts Team',
      email: own.current.email,
      is_account_owner: true,
      brand_owner_email: null,
    });
    expect(inTeam.private).toEqual(own.private);
    // Each account shows its own plan: the team on the FREE plan, the person's own account still on trial.
    await onFreePlan(api, teamAuth);
    expect((await me(teamAuth)).current.subscription).toMatchObject({ free_plan: true, trial: false });
    expect((await me(auth)).current.subscription).toEqual(own.current.subscription);
    expect((await me(auth)).current).toMatchObject({ id: own.current.id, account_kind: 'private' });

    expect((await call(endpoints.signOut, teamAuth)).statusCode).toBeLessThan(300);
    for (const signedOut of [teamAuth, auth]) {
      const refused = await call(endpoints.me, signedOut);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe(messages.auth.sessionExpired);
    }
  });
});

describe('landing_page_attributes', () => {
  test('POST users/me changes the title and links of the public page, which shows them', async () => {
    const { auth } = await newCoach();
    const { id } = (await me(auth)).current;
    const answer = await call(endpoints.updateMe, auth, {
      landing_page_attributes: {
        id,
        title: 'Strong Start',
        links: { instagram: 'https://instagram.com/strong' },
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().current.landing_page).toEqual({
      id,
      title: 'Strong Start',
      links: {
        website: null,
        instagram: 'https://instagram.com/strong',
        facebook: null,
        youtube: null,
        tiktok: null,
      },
    });
    const page = await callEndpoint(api, endpoints.publicPage, {}, { params: { user_id: id } });
    expect(page.json().content.title).toBe('Strong Start');
    expect(page.json().content.links.instagram).toBe('https://instagram.com/strong');
    // PATCH users/private changes the identity's own page: one link, the rest kept.
    const privately = await call(endpoints.updatePrivate, auth, {
      private: { landing_page_attributes: { links: { website: 'https://strong.example' } } },
    });
    expect(privately.json().current.landing_page.links).toMatchObject({
      website: 'https://strong.example',
      instagram: 'https://instagram.com/strong',
    });
  });

  test("another account's page, a client, a member who is not the owner and a bad link are refused", async () => {
    const { auth } = await newCoach();
    const other = (await me(callers.headers.coach)).current.id;
    expect(
      (await call(endpoints.updateMe, auth, { landing_page_attributes: { id: other, title: 'Mine' } }))
        .statusCode,
    ).toBe(404);
    expect((await me(callers.headers.coach)).current.landing_page?.title).not.toBe('Mine');
    const team = (await me(callers.headers.nonOwner)).current.id;
    const member = await call(endpoints.updateMe, callers.headers.nonOwner, {
      landing_page_attributes: { id: team, title: 'Ours' },
    });
    expect(member.statusCode).toBe(403);
    const client = await call(endpoints.updatePrivate, callers.headers.client, {
      private: { landing_page_attributes: { links: { website: 'https://x.example' } } },
    });
    expect(client.statusCode).toBe(403);
    for (const bad of [
      { links: { website: 'javascript:alert(1)' } },
      { links: { website: 'http://plain.example' } },
      { title: 'x'.repeat(PUBLIC_PAGE_TITLE_MAX + 1) },
      { id: 'x' },
      'text',
    ]) {
      const answer = await call(endpoints.updateMe, auth, { landing_page_attributes: bad });
      expect(answer.statusCode).toBe(422);
    }
  });
});
