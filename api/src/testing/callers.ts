import { ADMIN_TOKEN_HEADER, apiPath, endpoints, type MediaItem, type Program } from '@coachforge/contracts';
import { createProgram } from './programs';
import { linkInLatestMail, signedUp, type TestApi } from './test-api';
import { PNG, uploadMedia } from './uploads';

/** Every kind of caller the authorisation matrix tries each route as. */
export const callerKinds = [
  'anonymous',
  'client',
  'coach',
  'owner',
  'nonOwner',
  'blockedCoach',
  'otherAccount',
] as const;
export type CallerKind = (typeof callerKinds)[number];

type Headers = Record<string, string>;

/**
 * A small platform with one of each caller, and things that belong to a team: the team account, a media
 * item uploaded into it, a pending invitation to it and a published release note.
 *
 * - owner: the coach who created the team, acting as the team;
 * - nonOwner: a coach invited into the team (accepted), acting as the team;
 * - otherAccount: a coach acting as a gym of their own, who must see nothing of the team;
 * - blockedCoach: a coach whose trial ran out without a plan; coach: a coach on a running trial;
 * - client: an athlete; anonymous: no token at all.
 */
export interface CallerWorld {
  api: TestApi;
  headers: Record<CallerKind, Headers>;
  passwords: Record<Exclude<CallerKind, 'anonymous'>, string>;
  teamId: number;
  teamMedia: MediaItem;
  /** A paid program of the team with one monthly price option. */
  teamProgramId: number;
  teamPriceId: number;
  /** The client, a joined member of the team's program (its plan_memberships id). */
  teamClientId: number;
  /** That client's user id. */
  teamClientUserId: number;
  /** A 1-2-1 program of the team with a client added by hand (for the per-client calendar). */
  teamIndividualProgramId: number;
  teamIndividualClientId: number;
  invitationToken: string;
  releaseNoteId: number;
  /** The owner's notification, in the team, that the non-owner accepted the invitation. */
  teamNotificationId: number;
}

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

async function actingAs(api: TestApi, auth: Headers, accountId: number): Promise<Headers> {
  const switched = await api.call({
    method: 'PUT',
    url: apiPath(endpoints.switchAccount),
    payload: { id: accountId },
    headers: auth,
  });
  if (switched.statusCode !== 200) throw new Error(`switching account failed: ${switched.body}`);
  return bearer(switched.json().access_token);
}

async function createBusiness(api: TestApi, auth: Headers, kind: 'team' | 'gym', name: string) {
  const created = await api.call({
    method: 'POST',
    url: apiPath(endpoints.createBusinessAccount),
    payload: { kind, name },
    headers: auth,
  });
  if (created.statusCode !== 201) throw new Error(`creating ${name} failed: ${created.body}`);
  return created.json().id as number;
}

async function invite(api: TestApi, auth: Headers, accountId: number, email: string): Promise<string> {
  const invited = await api.call({
    method: 'POST',
    url: apiPath(endpoints.inviteCoach).replace(':account_id', String(accountId)),
    payload: { email },
    headers: auth,
  });
  if (invited.statusCode !== 201) throw new Error(`inviting ${email} failed: ${invited.body}`);
  return (await linkInLatestMail(api, email)).pathname.split('/').pop()!;
}

/** Builds the world through the API, as people would; the one exception is ending a trial early. */
export async function buildCallerWorld(api: TestApi): Promise<CallerWorld> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const owner = await signedUp(api, { role: 'coach' });
  // An owner who invites people has confirmed their own address, as the platform asks them to.
  const confirmation = (await linkInLatestMail(api, owner.email)).searchParams.get('confirmation_token');
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.confirmEmail),
    payload: { confirmation_token: confirmation },
  });
  const teamId = await createBusiness(api, owner.auth, 'team', `Matrix Team ${unique}`);

  const nonOwnerEmail = `member.${unique}@example.com`;
  const memberToken = await invite(api, owner.auth, teamId, nonOwnerEmail);
  const nonOwner = await signedUp(api, { role: 'coach', email: nonOwnerEmail });
  const accepted = await api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', memberToken),
    headers: nonOwner.auth,
  });
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.body}`);
  const invitationToken = await invite(api, owner.auth, teamId, `pending.${unique}@example.com`);

  const other = await signedUp(api, { role: 'coach' });
  const gymId = await createBusiness(api, other.auth, 'gym', `Other Gym ${unique}`);
  const coach = await signedUp(api, { role: 'coach' });
  const client = await signedUp(api, { role: 'user' });
  const blocked = await signedUp(api, { role: 'coach' });
  await api.db.query(
    `UPDATE platform_subscriptions SET state = 'canceled', active = false, trial = false,
       trial_end_date = now() - interval '1 day'
     WHERE account_id = (SELECT id FROM accounts WHERE kind = 'private'
       AND id IN (SELECT account_id FROM memberships WHERE user_id =
         (SELECT id FROM users WHERE email = $1)))`,
    [blocked.email],
  );

  const headers: Record<CallerKind, Headers> = {
    anonymous: {},
    client: client.auth,
    coach: coach.auth,
    owner: await actingAs(api, owner.auth, teamId),
    nonOwner: await actingAs(api, nonOwner.auth, teamId),
    blockedCoach: blocked.auth,
    otherAccount: await actingAs(api, other.auth, gymId),
  };
  const teamMedia = await uploadMedia(api, headers.owner, 'team-logo.png', PNG, 'image/png');
  // Connecting a payment provider happens on the provider's pages; the world records the result.
  await api.db.query(
    `INSERT INTO payment_provider_connections (account_id, provider, charges_enabled) VALUES ($1, 'simulated', true)`,
    [teamId],
  );
  const teamProgram = await createProgram(api, headers.owner, 'membership', 'Matrix Program');
  const priced = await api.call({
    method: 'POST',
    url: `/api/coach/plans/${teamProgram.id}/prices`,
    payload: { amount: 4999, duration: 'monthly' },
    headers: headers.owner,
  });
  if (priced.statusCode !== 201) throw new Error(`adding a price failed: ${priced.body}`);
  // Joining through a purchase belongs to the payments flow; the world records a client who joined.
  const [joined] = await api.db.query<{ id: number; user_id: number }>(
    `INSERT INTO plan_memberships (program_id, account_id, user_id, email, state, joined_at)
     SELECT $1, $2, id, email, 'active', now() FROM users WHERE email = $3
     RETURNING id::int, user_id::int`,
    [teamProgram.id, teamId, client.email],
  );

  const individual = await createProgram(api, headers.owner, 'individual', 'Matrix One to One');
  const pendingClient = await api.call({
    method: 'POST',
    url: `/api/coach/plans/${individual.id}/clients`,
    payload: { email: `pending.${teamId}@example.com`, full_name: 'Pat Pending' },
    headers: headers.owner,
  });
  if (pendingClient.statusCode !== 201) throw new Error(`adding a client failed: ${pendingClient.body}`);

  const note = await api.call({
    method: 'POST',
    url: apiPath(endpoints.publishReleaseNote),
    headers: { [ADMIN_TOKEN_HEADER]: api.config.adminToken ?? '' },
    payload: { title: 'Matrix note', body: 'Hello' },
  });
  if (note.statusCode !== 201) throw new Error(`publishing a note failed: ${note.body}`);

  // Notifications are delivered by a job: run it, as the polling worker would a moment later.
  await api.app.jobs.runDue();
  const feed = await api.call({
    method: 'GET',
    url: apiPath(endpoints.notifications),
    headers: headers.owner,
  });
  const teamNotification = (feed.json().items as { id: number; notification_type: string }[]).find(
    (n) => n.notification_type === 'coach_brand_invite_accepted',
  );
  if (!teamNotification) throw new Error(`the owner was not told of the accepted invitation: ${feed.body}`);

  return {
    api,
    headers,
    passwords: {
      client: client.password,
      coach: coach.password,
      owner: owner.password,
      nonOwner: nonOwner.password,
      blockedCoach: blocked.password,
      otherAccount: other.password,
    },
    teamId,
    teamMedia,
    teamProgramId: teamProgram.id,
    teamPriceId: (priced.json() as Program).original_price[0]!.id,
    teamClientId: joined!.id,
    teamClientUserId: joined!.user_id,
    teamIndividualProgramId: individual.id,
    teamIndividualClientId: (pendingClient.json() as { id: number }).id,
    invitationToken,
    releaseNoteId: note.json().id as number,
    teamNotificationId: teamNotification.id,
  };
}
