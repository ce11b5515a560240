import { DEFAULT_THEME } from '@coachforge/contracts';
import type { InjectOptions } from 'fastify';
import type { CallerKind, CallerWorld } from './callers';
import { createProgram } from './programs';
import { webClient } from './test-api';
import { multipartFile, PNG } from './uploads';

/** What one caller sends to a route: the path with its ids filled in, and a body that is otherwise valid. */
export type RouteRequest = Pick<InjectOptions, 'url' | 'payload' | 'query' | 'headers'>;

export interface RouteAccess {
  /** `METHOD /path` exactly as the API registers it. */
  route: string;
  request: (world: CallerWorld, caller: CallerKind, n: number) => RouteRequest | Promise<RouteRequest>;
  expected: Record<CallerKind, number>;
  /** The call ends or changes what the next caller would need (a session, the team's file): every row
   * with this flag runs on a world of its own. */
  fresh?: boolean;
}

const signedIn = (status: number, except: Partial<Record<CallerKind, number>> = {}) => ({
  anonymous: 401,
  client: status,
  coach: status,
  owner: status,
  nonOwner: status,
  blockedCoach: status,
  otherAccount: status,
  ...except,
});
const everyone = (status: number, except: Partial<Record<CallerKind, number>> = {}) => ({
  ...signedIn(status),
  anonymous: status,
  ...except,
});
/** Coaches only: a client has no coaching account. */
const coaches = (status: number, except: Partial<Record<CallerKind, number>> = {}) =>
  signedIn(status, { client: 403, ...except });
/** Only the team's own members reach the team's things; a stranger is told it does not exist. */
const teamOnly = (status: number, except: Partial<Record<CallerKind, number>> = {}) =>
  signedIn(404, { owner: status, nonOwner: status, ...except });

const to = (url: string, payload?: RouteRequest['payload']): RouteRequest =>
  payload === undefined ? { url } : { url, payload };
/** Changing a team program: members of the team only, with a running plan. */
const teamChange = (status: number, except: Partial<Record<CallerKind, number>> = {}) =>
  teamOnly(status, { client: 403, blockedCoach: 406, ...except });
/** Prices and price messages: the team's owner only. */
const teamOwnerChange = (status: number) => teamChange(status, { nonOwner: 403 });

/** One of the platform's benchmarks, for entries. */
async function firstBenchmarkId(w: CallerWorld): Promise<number> {
  const listed = await w.api.call({ method: 'GET', url: '/api/benchmarks', headers: w.headers.client });
  return (listed.json() as { id: number }[])[0]!.id;
}

/** The team's only note about its client, written afresh for each caller. */
async function teamNoteId(w: CallerWorld): Promise<number> {
  await w.api.db.query('DELETE FROM client_notes WHERE account_id = $1', [w.teamId]);
  const [row] = await w.api.db.query<{ id: number }>(
    `INSERT INTO client_notes (account_id, user_id, body) VALUES ($1, $2, 'Prefers mornings') RETURNING id::int`,
    [w.teamId, w.teamClientUserId],
  );
  return row!.id;
}

/** A fresh draft of the team, free, so each caller has one to publish or archive. */
/** The team's open invitation of a coach, to an address nobody in the world signed up with. */
async function openCoachInvitationId(w: CallerWorld): Promise<number> {
  const [row] = await w.api.db.query<{ id: number }>(
    `SELECT id::int FROM invitations WHERE account_id = $1 AND kind = 'coach' AND status = 'invited'
     ORDER BY id DESC LIMIT 1`,
    [w.teamId],
  );
  return row!.id;
}

async function freshTeamProgram(w: CallerWorld): Promise<number> {
  const program = await createProgram(w.api, w.headers.owner, 'fixed', 'Matrix draft');
  await w.api.call({
    method: 'PATCH',
    url: `/api/coach/plans/${program.id}/settings`,
    payload: { plan_pricing: 'free' },
    headers: w.headers.owner,
  });
  return program.id;
}

function programRows(): RouteAccess[] {
  const plan = (w: CallerWorld, tail = '') => `/api/coach/plans/${w.teamProgramId}${tail}`;
  const price = (w: CallerWorld, tail = '') => plan(w, `/prices/${w.teamPriceId}${tail}`);
  return [
    {
      route: 'POST /api/coach/plans',
      request: () => to('/api/coach/plans', { plan_type: 'one_many', title: 'Matrix group' }),
      expected: coaches(201, { blockedCoach: 406 }),
    },
    { route: 'GET /api/coach/plans', request: () => to('/api/coach/plans'), expected: coaches(200) },
    {
      route: 'GET /api/coach/plans/:plan_id',
      request: (w) => to(plan(w)),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'PATCH /api/coach/plans/:plan_id',
      request: (w) => to(plan(w), { title: 'Matrix Program' }),
      expected: teamChange(200),
    },
    {
      route: 'PATCH /api/coach/plans/:plan_id/settings',
      request: (w) => to(plan(w, '/settings'), { trial_days: 3 }),
      expected: teamChange(200),
    },
    {
      route: 'PATCH /api/coach/plans/:plan_id/schedule',
      request: (w) => to(plan(w, '/schedule'), { plan_max_buffer: 1 }),
      expected: teamChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/publish',
      request: async (w) => to(`/api/coach/plans/${await freshTeamProgram(w)}/publish`),
      expected: teamChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/archive',
      request: async (w) => to(`/api/coach/plans/${await freshTeamProgram(w)}/archive`),
      expected: teamChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/restore',
      request: (w) => to(plan(w, '/restore')),
      expected: teamChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/duplicate',
      request: (w) => to(plan(w, '/duplicate')),
      expected: teamChange(201),
    },
    {
      route: 'PUT /api/coach/plans/:plan_id/covers',
      request: (w) => to(plan(w, '/covers'), { cover_type: 'table_view', media_id: w.teamMedia.id }),
      expected: teamChange(200),
    },
    {
      route: 'PUT /api/coach/plans/:plan_id/attachments',
      request: (w) => to(plan(w, '/attachments'), { media_ids: [w.teamMedia.id] }),
      expected: teamChange(200),
    },
    {
      route: 'DELETE /api/coach/plans/:plan_id/covers/:cover_type',
      request: (w) => to(plan(w, '/covers/table_view')),
      expected: teamChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/prices',
      request: (w) => to(plan(w, '/prices'), { amount: 1500, duration: 'weekly' }),
      expected: teamOwnerChange(201),
    },
    {
      route: 'PATCH /api/coach/plans/:plan_id/prices/:price_id',
      request: (w) => to(price(w), { amount: 5999 }),
      expected: teamOwnerChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/prices/:price_id/archive',
      request: (w) => to(price(w, '/archive')),
      expected: teamOwnerChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/prices/:price_id/restore',
      request: (w) => to(price(w, '/restore')),
      expected: teamOwnerChange(200),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/skip/:price_id',
      request: (w) => to(plan(w, `/skip/${w.teamPriceId}`)),
      expected: teamOwnerChange(200),
    },
    {
      route: 'POST /api/dashboard/direct_messages',
      request: (w) =>
        to('/api/dashboard/direct_messages', { plan_price_id: w.teamPriceId, text: 'New price' }),
      expected: teamOwnerChange(201),
    },
    {
      route: 'GET /api/coach/plans/:plan_id/clients',
      request: (w) => ({ url: plan(w, '/clients'), query: { list: 'pending' } }),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/clients',
      request: (w, _c, n) =>
        to(plan(w, '/clients'), { email: `by-hand.${n}@example.com`, full_name: 'Kim Lee' }),
      expected: teamChange(201),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/invites',
      request: (w, _c, n) => to(plan(w, '/invites'), { emails: [`invited.${n}@example.com`] }),
      expected: teamChange(201),
    },
    {
      route: 'PUT /api/coach/plans/:plan_id/clients/:client_id/block',
      request: (w) => to(plan(w, `/clients/${w.teamClientId}/block`)),
      expected: teamChange(200),
    },
    {
      route: 'DELETE /api/coach/plans/:plan_id/clients/:client_id/block',
      request: (w) => to(plan(w, `/clients/${w.teamClientId}/block`)),
      expected: teamChange(200),
    },
    {
      route: 'GET /api/coach/plans/:plan_id/tracks',
      request: (w) => to(plan(w, '/tracks')),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      // Archived, so the callers' tracks never meet the plan's limit on active tracks.
      route: 'POST /api/coach/plans/:plan_id/tracks',
      request: (w) => to(plan(w, '/tracks'), { title: 'Matrix track', archived: true, weeks: [] }),
      expected: teamChange(201),
    },
    {
      route: 'PUT /api/coach/plans/:plan_id/tracks/:track_id',
      request: async (w) => {
        const created = await w.api.call({
          method: 'POST',
          url: plan(w, '/tracks'),
          payload: { title: 'Matrix track', archived: true, weeks: [] },
          headers: w.headers.owner,
        });
        return to(plan(w, `/tracks/${created.json().id}`), { title: 'Renamed', archived: true, weeks: [] });
      },
      expected: teamChange(200),
    },
    {
      route: 'GET /api/coach/plans/:plan_id/clients/:client_id/results',
      request: (w) => to(plan(w, `/clients/${w.teamClientId}/results`)),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'GET /api/coach/plans/:plan_id/athletes/:user_id/calendar',
      request: (w) => ({
        url: plan(w, `/athletes/${w.teamClientUserId}/calendar`),
        query: { from: '2026-01-01', to: '2026-01-31' },
      }),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'GET /api/coach/plans/:plan_id/athletes/:user_id/comments',
      request: (w) => ({
        url: plan(w, `/athletes/${w.teamClientUserId}/comments`),
        query: { date: '2026-01-05', session_index: '0' },
      }),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      // Nobody has a session on the team program's empty schedule: a member's comment is refused as such.
      route: 'POST /api/coach/plans/:plan_id/athletes/:user_id/comments',
      request: (w) =>
        to(plan(w, `/athletes/${w.teamClientUserId}/comments`), {
          date: '2026-01-05',
          session_index: 0,
          text: 'Nice work',
        }),
      expected: teamChange(422),
    },
    {
      route: 'GET /api/user/plans/:plan_id/calendar/comments',
      request: (w) => ({
        url: `/api/user/plans/${w.teamProgramId}/calendar/comments`,
        query: { date: '2026-01-05', session_index: '0' },
      }),
      expected: signedIn(404, { client: 200 }),
    },
    {
      route: 'POST /api/user/plans/:plan_id/calendar/comments',
      request: (w) =>
        to(`/api/user/plans/${w.teamProgramId}/calendar/comments`, {
          date: '2026-01-05',
          session_index: 0,
          text: 'Felt strong',
        }),
      expected: signedIn(404, { client: 422 }),
    },
    {
      route: 'GET /api/coach/plans/:plan_id/clients/:client_id/schedule',
      request: (w) =>
        to(`/api/coach/plans/${w.teamIndividualProgramId}/clients/${w.teamIndividualClientId}/schedule`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'PUT /api/coach/plans/:plan_id/clients/:client_id/schedule',
      request: (w) =>
        to(`/api/coach/plans/${w.teamIndividualProgramId}/clients/${w.teamIndividualClientId}/schedule`, {
          track: { title: 'Pat', archived: false, weeks: [] },
          start_day: null,
        }),
      expected: teamChange(200),
    },
    {
      route: 'PUT /api/coach/plans/:plan_id/clients/:client_id/track',
      request: (w) => to(plan(w, `/clients/${w.teamClientId}/track`), { track_id: null }),
      expected: teamChange(200),
    },
    {
      route: 'GET /api/coach/athletes/:user_id/calendar',
      request: (w) => ({
        url: `/api/coach/athletes/${w.teamClientUserId}/calendar`,
        query: { from: '2026-01-01', to: '2026-01-31' },
      }),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'POST /api/coach/plans/:plan_id/clients/:client_id/results/review',
      request: (w) => to(plan(w, `/clients/${w.teamClientId}/results/review`)),
      expected: teamChange(200),
    },
    {
      route: 'POST /api/exercises',
      request: (_w, _c, n) => to('/api/exercises', { name: `Matrix lift ${n}`, category: 'strength' }),
      expected: coaches(201, { blockedCoach: 406 }),
    },
    {
      route: 'PATCH /api/exercises/:exercise_id',
      request: async (w, _c, n) => {
        const created = await w.api.call({
          method: 'POST',
          url: '/api/exercises',
          payload: { name: `Team lift ${n}`, category: 'strength' },
          headers: w.headers.owner,
        });
        return to(`/api/exercises/${created.json().id}`, { name: `Renamed lift ${n}`, category: 'strength' });
      },
      expected: teamChange(200),
    },
    { route: 'GET /api/exercises', request: () => to('/api/exercises'), expected: signedIn(200) },
    { route: 'GET /api/benchmarks', request: () => to('/api/benchmarks'), expected: signedIn(200) },
    { route: 'GET /api/user/records', request: () => to('/api/user/records'), expected: signedIn(200) },
    {
      route: 'POST /api/user/records/benchmarks',
      request: async (w) =>
        to('/api/user/records/benchmarks', {
          benchmark_id: await firstBenchmarkId(w),
          value: 60,
          recorded_on: '2026-01-05',
        }),
      expected: signedIn(201),
    },
    {
      route: 'POST /api/user/records/body-metrics',
      request: () =>
        to('/api/user/records/body-metrics', { metric: 'weight', value: 70, recorded_on: '2026-01-05' }),
      expected: signedIn(201),
    },
    {
      // The client's own entry: only they may remove it; to everyone else it does not exist.
      route: 'DELETE /api/user/records/benchmarks/:entry_id',
      request: async (w) => {
        const created = await w.api.call({
          method: 'POST',
          url: '/api/user/records/benchmarks',
          payload: { benchmark_id: await firstBenchmarkId(w), value: 60, recorded_on: '2026-01-05' },
          headers: w.headers.client,
        });
        return to(`/api/user/records/benchmarks/${created.json().id}`);
      },
      expected: signedIn(404, { client: 204 }),
    },
    {
      route: 'DELETE /api/user/records/body-metrics/:entry_id',
      request: async (w) => {
        const created = await w.api.call({
          method: 'POST',
          url: '/api/user/records/body-metrics',
          payload: { metric: 'waist', value: 80, recorded_on: '2026-01-05' },
          headers: w.headers.client,
        });
        return to(`/api/user/records/body-metrics/${created.json().id}`);
      },
      expected: signedIn(404, { client: 204 }),
    },
    {
      route: 'GET /api/coach/clients/:athlete_id',
      request: (w) => to(`/api/coach/clients/${w.teamClientUserId}`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'GET /api/coach/clients/:athlete_id/challenges',
      request: (w) => to(`/api/coach/clients/${w.teamClientUserId}/challenges`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'GET /api/coach/benchmarks',
      request: () => to('/api/coach/benchmarks'),
      expected: coaches(200),
    },
    {
      route: 'GET /api/coach/clients/:athlete_id/notes',
      request: (w) => to(`/api/coach/clients/${w.teamClientUserId}/notes`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      // Each caller starts from no note, so a plan's one-note limit never decides the answer.
      route: 'POST /api/coach/clients/:athlete_id/notes',
      request: async (w) => {
        await w.api.db.query('DELETE FROM client_notes WHERE account_id = $1', [w.teamId]);
        return to(`/api/coach/clients/${w.teamClientUserId}/notes`, { body: 'Knee niggle: no deep lunges' });
      },
      expected: teamChange(201),
    },
    {
      route: 'PUT /api/coach/clients/:athlete_id/notes/:note_id',
      request: async (w) =>
        to(`/api/coach/clients/${w.teamClientUserId}/notes/${await teamNoteId(w)}`, { body: 'Better now' }),
      expected: teamChange(200),
    },
    {
      route: 'DELETE /api/coach/clients/:athlete_id/notes/:note_id',
      request: async (w) => to(`/api/coach/clients/${w.teamClientUserId}/notes/${await teamNoteId(w)}`),
      expected: teamChange(204),
    },
    {
      route: 'GET /api/coach/clients/:athlete_id/records',
      request: (w) => to(`/api/coach/clients/${w.teamClientUserId}/records`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'GET /api/user/macros',
      request: () => ({ url: '/api/user/macros', query: { from: '2026-01-01', to: '2026-01-31' } }),
      expected: signedIn(200),
    },
    {
      route: 'PUT /api/user/macros/:date',
      request: () =>
        to('/api/user/macros/2026-01-05', {
          calories: 2100,
          protein: 150,
          carbs: 220,
          fat: 70,
          edited_at: '2026-01-05T20:00:00.000Z',
        }),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/coach/clients/:athlete_id/macros',
      request: (w) => ({
        url: `/api/coach/clients/${w.teamClientUserId}/macros`,
        query: { from: '2026-01-01', to: '2026-01-31' },
      }),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'GET /api/user/calendar',
      request: () => ({ url: '/api/user/calendar', query: { from: '2026-01-01', to: '2026-01-31' } }),
      expected: signedIn(200),
    },
    {
      // Nobody has this session on their calendar: the team program's schedule is empty.
      route: 'PUT /api/user/results/:result_id',
      request: () =>
        to('/api/user/results/0b6a3c1e-2f4d-4c8a-9e7b-1a2b3c4d5e6f', {
          program_id: 1,
          date: '2026-01-05',
          session_index: 0,
          section_index: 0,
          score_kind: 'reps',
          score: 10,
          edited_at: '2026-01-05T10:00:00Z',
        }),
      expected: signedIn(422),
    },
    { route: 'GET /api/coach/clients', request: () => to('/api/coach/clients'), expected: coaches(200) },
    {
      route: 'POST /api/users/other_emails',
      request: (_w, _c, n) => to('/api/users/other_emails', { email: `other.${n}@example.com` }),
      expected: signedIn(201),
    },
    {
      route: 'POST /api/users/other_emails/confirm',
      request: () => to('/api/users/other_emails/confirm', { token: 'not-a-token' }),
      expected: signedIn(422),
    },
  ];
}
/** A day the team saved as a template (decision 0155), fresh for each caller. */
async function teamTemplate(w: CallerWorld, n: number): Promise<number> {
  const created = await w.api.call({
    method: 'POST',
    url: '/api/templates',
    payload: { title: `Team day ${n}`, day: { sessions: [{ title: 'Matrix', sections: [] }] } },
    headers: w.headers.owner,
  });
  return created.json().id as number;
}

/** Workout templates: coaches only; an account's own template does not exist for anyone else. */
function templateRows(): RouteAccess[] {
  return [
    { route: 'GET /api/templates', request: () => to('/api/templates'), expected: coaches(200) },
    {
      route: 'GET /api/templates/:template_id',
      request: async (w, _c, n) => to(`/api/templates/${await teamTemplate(w, n)}`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'POST /api/templates',
      request: (_w, _c, n) =>
        to('/api/templates', {
          title: `Matrix day ${n}`,
          day: { sessions: [{ title: 'Matrix', sections: [] }] },
        }),
      expected: coaches(201, { blockedCoach: 406 }),
    },
    {
      route: 'PUT /api/templates/:template_id',
      request: async (w, _c, n) =>
        to(`/api/templates/${await teamTemplate(w, n)}`, {
          title: `Team day ${n} edited`,
          day: { sessions: [{ title: 'Matrix', sections: [] }] },
        }),
      expected: teamChange(200),
    },
    {
      route: 'DELETE /api/templates/:template_id',
      request: async (w, _c, n) => to(`/api/templates/${await teamTemplate(w, n)}`),
      expected: teamChange(204),
    },
  ];
}

/** A challenge of the team's own (decision 0156), fresh for each caller. */
async function teamChallenge(w: CallerWorld, n: number): Promise<number> {
  const created = await w.api.call({
    method: 'POST',
    url: '/api/coach/challenges',
    payload: { title: `Team test ${n}`, score_kind: 'time' },
    headers: w.headers.owner,
  });
  return created.json().id as number;
}

/**
 * Challenges: coaches read their account's boards; a client takes part in the communities of the accounts
 * whose programs they follow (the world's client follows the team's), and to anyone else those do not exist.
 */
function challengeRows(): RouteAccess[] {
  return [
    {
      route: 'GET /api/coach/challenges',
      request: () => to('/api/coach/challenges'),
      expected: coaches(200),
    },
    {
      route: 'POST /api/coach/challenges',
      request: (_w, _c, n) => to('/api/coach/challenges', { title: `Matrix test ${n}`, score_kind: 'reps' }),
      expected: coaches(201, { blockedCoach: 406 }),
    },
    {
      route: 'GET /api/coach/challenges/:challenge_id/leaderboard',
      request: async (w, _c, n) => to(`/api/coach/challenges/${await teamChallenge(w, n)}/leaderboard`),
      expected: teamOnly(200, { client: 403 }),
    },
    { route: 'GET /api/user/challenges', request: () => to('/api/user/challenges'), expected: signedIn(200) },
    {
      route: 'POST /api/user/challenges/:challenge_id/join',
      request: async (w, _c, n) =>
        to(`/api/user/challenges/${await teamChallenge(w, n)}/join`, { account_id: w.teamId }),
      expected: signedIn(404, { client: 200 }),
    },
    {
      // The world's client joins first, so the client's score lands; nobody else is in the community.
      route: 'POST /api/user/challenges/:challenge_id/scores',
      request: async (w, _c, n) => {
        const id = await teamChallenge(w, n);
        await w.api.call({
          method: 'POST',
          url: `/api/user/challenges/${id}/join`,
          payload: { account_id: w.teamId },
          headers: w.headers.client,
        });
        return to(`/api/user/challenges/${id}/scores`, { account_id: w.teamId, score: 300 });
      },
      expected: signedIn(404, { client: 201 }),
    },
    {
      route: 'GET /api/user/challenges/:challenge_id/leaderboard',
      request: async (w, _c, n) => ({
        url: `/api/user/challenges/${await teamChallenge(w, n)}/leaderboard`,
        query: { account_id: String(w.teamId) },
      }),
      expected: signedIn(404, { client: 200 }),
    },
  ];
}

/** A daily board of the team: the world's client logged a result on the team's program today. */
async function teamDailyBoard(w: CallerWorld): Promise<number> {
  await w.api.db.query(
    `INSERT INTO training_results (id, user_id, program_id, program_title, day, session_index, section_index,
       score_kind, score, edited_at)
     VALUES (gen_random_uuid(), $1, $2, 'Team', current_date, 0, 0, 'reps', 10, now())`,
    [w.teamClientUserId, w.teamProgramId],
  );
  const listed = await w.api.call({
    method: 'GET',
    url: '/api/coach/leaderboards/daily',
    headers: w.headers.owner,
  });
  return listed.json().boards[0].id as number;
}

/** Leaderboards (decisions 0180, 0181): the team's coaches read its boards and comment on them. */
function leaderboardRows(): RouteAccess[] {
  return [
    {
      route: 'GET /api/coach/leaderboards/daily',
      request: () => to('/api/coach/leaderboards/daily'),
      expected: coaches(200),
    },
    {
      route: 'GET /api/coach/leaderboards/daily/:board_id',
      request: async (w) => to(`/api/coach/leaderboards/daily/${await teamDailyBoard(w)}`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'GET /api/coach/leaderboards/:kind/:board_id/comments',
      request: async (w) => to(`/api/coach/leaderboards/daily/${await teamDailyBoard(w)}/comments`),
      expected: teamOnly(200, { client: 403 }),
    },
    {
      route: 'POST /api/coach/leaderboards/:kind/:board_id/comments',
      request: async (w, _c, n) =>
        to(`/api/coach/leaderboards/daily/${await teamDailyBoard(w)}/comments`, { text: `Well done ${n}` }),
      expected: teamOnly(201, { client: 403 }),
    },
  ];
}

/** The team's conversation with the world's client (one per pair: the same for every caller). */
async function teamConversation(w: CallerWorld): Promise<number> {
  const opened = await w.api.call({
    method: 'POST',
    url: '/api/chat/conversations',
    payload: { user_id: w.teamClientUserId },
    headers: w.headers.owner,
  });
  return opened.json().id as number;
}

/** A community of the team's program, which the world's client follows; fresh for each caller. */
async function teamCommunity(w: CallerWorld): Promise<number> {
  const created = await w.api.call({
    method: 'POST',
    url: '/api/chat/communities',
    payload: { program_id: w.teamProgramId },
    headers: w.headers.owner,
  });
  return created.json().id as number;
}

/**
 * Chat (decisions 0134 to 0137): a room's members are the team's coaches acting as the team and its
 * client; to anyone else the room does not exist. Only the owner closes a community.
 */
function chatRows(): RouteAccess[] {
  const members = (status: number, except: Partial<Record<CallerKind, number>> = {}) =>
    signedIn(404, { owner: status, nonOwner: status, client: status, ...except });
  return [
    { route: 'GET /api/chat/rooms', request: () => to('/api/chat/rooms'), expected: signedIn(200) },
    { route: 'GET /api/chat/unread', request: () => to('/api/chat/unread'), expected: signedIn(200) },
    {
      route: 'POST /api/chat/conversations',
      request: (w) => to('/api/chat/conversations', { user_id: w.teamClientUserId }),
      expected: signedIn(404, { owner: 200, nonOwner: 200, client: 403, blockedCoach: 406 }),
    },
    {
      route: 'POST /api/chat/communities',
      request: (w) => to('/api/chat/communities', { program_id: w.teamProgramId }),
      expected: signedIn(404, { owner: 201, nonOwner: 201, client: 403, blockedCoach: 406 }),
    },
    {
      route: 'GET /api/chat/room/:id',
      request: async (w) => to(`/api/chat/room/${await teamConversation(w)}`),
      expected: members(200),
    },
    {
      route: 'PUT /api/chat/room/:id/close',
      request: async (w) => to(`/api/chat/room/${await teamCommunity(w)}/close`),
      expected: members(200, { nonOwner: 403, client: 403 }),
    },
    {
      route: 'GET /api/chat/room/:id/members',
      request: async (w) => to(`/api/chat/room/${await teamConversation(w)}/members`),
      expected: members(200),
    },
    {
      route: 'GET /api/chat/room/:id/messages',
      request: async (w) => to(`/api/chat/room/${await teamConversation(w)}/messages`),
      expected: members(200),
    },
    {
      route: 'POST /api/chat/room/:id/messages',
      request: async (w, caller, n) =>
        to(`/api/chat/room/${await teamConversation(w)}/messages`, {
          client_message_id: `matrix-${caller}-${n}-${Date.now()}`,
          text: 'Hello from the matrix',
        }),
      expected: members(201),
    },
    {
      route: 'PUT /api/chat/room/:id/read',
      request: async (w) => to(`/api/chat/room/${await teamConversation(w)}/read`, { message_id: 1 }),
      expected: members(200),
    },
  ];
}

const PASSWORD = 'a-new-strong-password';

/** White label changes: the owner only, on PROFESSIONAL or a running trial, not while blocked. */
const whiteLabelChange = (status: number) => coaches(status, { nonOwner: 403, blockedCoach: 406 });

async function image(url: string, field: string): Promise<RouteRequest> {
  const body = await multipartFile(field, PNG, 'image.png', 'image/png');
  return { url, payload: body.payload, headers: { 'content-type': body.contentType } };
}

async function picture(url: string): Promise<RouteRequest> {
  const body = await multipartFile('user[avatar]', PNG, 'picture.png', 'image/png');
  return { url, payload: body.payload, headers: { 'content-type': body.contentType } };
}

/**
 * Every route of the API × every kind of caller, with the status each must get. A route the API serves that
 * is missing here fails the matrix test, so each new route arrives with its row.
 */
/** The payment provider: the owner of the account the coach acts as, only. */
function paymentRows(): RouteAccess[] {
  return [
    {
      route: 'GET /api/coach/payment_provider',
      request: () => to('/api/coach/payment_provider'),
      expected: coaches(200, { nonOwner: 403 }),
    },
    {
      route: 'POST /api/coach/payment_provider/onboarding',
      request: () => to('/api/coach/payment_provider/onboarding', { source: 'settings' }),
      expected: coaches(200, { nonOwner: 403 }),
    },
    // The dashboard's money: financial features only (the owner, or a coach in their personal account).
    {
      route: 'GET /api/coach/transactions',
      request: () => to('/api/coach/transactions'),
      expected: coaches(200, { nonOwner: 403 }),
    },
    {
      route: 'GET /api/coach/transactions/export',
      request: () => to('/api/coach/transactions/export'),
      expected: coaches(200, { nonOwner: 403 }),
    },
    {
      // No account has this payment: nobody may refund it, and a member who is not the owner is refused first.
      route: 'POST /api/coach/transactions/:charge_id/refund',
      request: () => to('/api/coach/transactions/99999999/refund'),
      expected: coaches(404, { nonOwner: 403 }),
    },
    {
      route: 'GET /api/coach/payouts',
      request: () => to('/api/coach/payouts'),
      expected: coaches(200, { nonOwner: 403 }),
    },
    {
      route: 'GET /api/coach/dashboard',
      request: () => to('/api/coach/dashboard'),
      expected: coaches(200, { nonOwner: 403 }),
    },
    // The public program page: the team's program is a draft, which only its own members preview.
    {
      route: 'GET /api/plans/:plan_id/public',
      request: (w) => to(`/api/plans/${w.teamProgramId}/public`),
      expected: everyone(404, { owner: 200, nonOwner: 200 }),
    },
    {
      route: 'GET /api/plans/:plan_id/covers/:cover_type',
      request: (w) => to(`/api/plans/${w.teamProgramId}/covers/main`),
      expected: everyone(404),
    },
    // Buying: the team's program is a draft, which nobody can buy; the world's client joined it without a
    // purchase, so nobody has a purchased membership to read, pay, cancel or resume (their own only: 404).
    {
      route: 'POST /api/stripe/plan/:plan_id/buy',
      request: (w) => to(`/api/stripe/plan/${w.teamProgramId}/buy`, { price_option_id: w.teamPriceId }),
      expected: signedIn(404),
    },
    {
      route: 'POST /api/stripe/plan/:plan_id/retry',
      request: (w) => to(`/api/stripe/plan/${w.teamProgramId}/retry`, {}),
      expected: signedIn(404),
    },
    {
      route: 'POST /api/stripe/plan/:plan_id/retry/check',
      request: (w) => to(`/api/stripe/plan/${w.teamProgramId}/retry/check`, { intent: 'pi_sim_matrix' }),
      expected: signedIn(404),
    },
    { route: 'GET /api/payments/config', request: () => to('/api/payments/config'), expected: everyone(200) },
    {
      route: 'POST /api/simulated-stripe/payment_methods',
      request: () =>
        to('/api/simulated-stripe/payment_methods', {
          number: '4242424242424242',
          exp_month: 12,
          exp_year: 2099,
          cvc: '123',
        }),
      expected: signedIn(200),
    },
    {
      // Only the payer holds a payment's secret: with any other, nobody learns whether it exists.
      route: 'POST /api/simulated-stripe/payment_intents/authenticate',
      request: () =>
        to('/api/simulated-stripe/payment_intents/authenticate', {
          client_secret: 'pi_sim_none_secret_x',
          approved: true,
        }),
      expected: signedIn(404),
    },
    {
      route: 'GET /api/user/billing/history',
      request: () => to('/api/user/billing/history'),
      expected: signedIn(200),
    },
    { route: 'GET /api/athlete/plans', request: () => to('/api/athlete/plans'), expected: signedIn(200) },
    {
      route: 'GET /api/athlete/plans/:plan_id/membership',
      request: (w) => to(`/api/athlete/plans/${w.teamProgramId}/membership`),
      expected: signedIn(404),
    },
    {
      route: 'DELETE /api/stripe/plan/:plan_id/unsubscribe',
      request: (w) => to(`/api/stripe/plan/${w.teamProgramId}/unsubscribe`),
      expected: signedIn(404),
    },
    {
      route: 'POST /api/athlete/plans/:plan_id/cancel_now',
      request: (w) => to(`/api/athlete/plans/${w.teamProgramId}/cancel_now`),
      expected: signedIn(404),
    },
    {
      route: 'POST /api/athlete/plans/:plan_id/resume_subscribe',
      request: (w) => to(`/api/athlete/plans/${w.teamProgramId}/resume_subscribe`),
      expected: signedIn(404),
    },
    {
      // Only the caller's own subscription switches; nobody here holds one of this program.
      route: 'POST /api/athlete/plans/:plan_id/switch',
      request: (w) => to(`/api/athlete/plans/${w.teamProgramId}/switch`, { price_option_id: 1 }),
      expected: signedIn(404),
    },
    {
      route: 'DELETE /api/athlete/plans/:plan_id/switch',
      request: (w) => to(`/api/athlete/plans/${w.teamProgramId}/switch`),
      expected: signedIn(404),
    },
    {
      // A receipt is its payer's only: any other charge is not found.
      route: 'GET /api/user/billing/receipts/:charge_id',
      request: () => to('/api/user/billing/receipts/99999999'),
      expected: signedIn(404),
    },
    // Coupons: the account owner's; a client has none to manage.
    {
      route: 'GET /api/coach/coupons',
      request: () => to('/api/coach/coupons'),
      expected: signedIn(200, { client: 403, nonOwner: 403 }),
    },
    {
      route: 'POST /api/coach/coupons',
      request: (_w, _c, n) =>
        to('/api/coach/coupons', { name: `MATRIX${n}`, percent_off: 10, duration: 'once' }),
      expected: signedIn(201, { client: 403, nonOwner: 403, blockedCoach: 406 }),
    },
    {
      // The team's coupon: its owner deactivates it; another account is told it does not exist.
      route: 'DELETE /api/coach/coupons/:coupon_id',
      request: async (w, _c, n) => {
        const made = await w.api.call({
          method: 'POST',
          url: '/api/coach/coupons',
          headers: w.headers.owner,
          payload: { name: `TEAM${n}`, percent_off: 10, duration: 'once' },
        });
        return to(`/api/coach/coupons/${(made.json() as { id: number }).id}`);
      },
      expected: signedIn(404, { owner: 200, client: 403, nonOwner: 403 }),
    },
    {
      route: 'POST /api/plans/:plan_id/coupon',
      request: (w) =>
        to(`/api/plans/${w.teamProgramId}/coupon`, { code: 'NO-SUCH-CODE', price_option_id: w.teamPriceId }),
      expected: signedIn(422),
    },
    // Rescheduling a program is its buyer's; nobody here bought the team's program.
    {
      route: 'GET /api/plans/:plan_id/re_add_info',
      request: (w) => to(`/api/plans/${w.teamProgramId}/re_add_info`),
      expected: signedIn(404),
    },
    {
      route: 'POST /api/plans/:plan_id/re_add_schedule',
      request: (w) => to(`/api/plans/${w.teamProgramId}/re_add_schedule`, { date: '2030-01-01' }),
      expected: signedIn(404),
    },
    {
      route: 'GET /api/user/billing/purchases',
      request: () => to('/api/user/billing/purchases'),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/athlete/plans/invites',
      request: () => to('/api/athlete/plans/invites'),
      expected: signedIn(200),
    },
    // Cards: each caller's own only; nobody here has one, so every card id is not found.
    {
      route: 'GET /api/athlete/card_tokens',
      request: () => to('/api/athlete/card_tokens'),
      expected: signedIn(200),
    },
    {
      // The client pays the team, but the provider never made this payment method; the others do not pay it.
      route: 'POST /api/athlete/card_tokens',
      request: (w) =>
        to('/api/athlete/card_tokens', {
          coach_id: w.teamId,
          payment_method_id: 'pm_sim_never_made',
          billing_details: {
            name: 'A',
            address: { line1: '1 Road', city: 'Leeds', postal_code: 'LS1', country: 'GB' },
          },
        }),
      expected: signedIn(422),
    },
    {
      route: 'POST /api/athlete/card_tokens/replace',
      request: (w) =>
        to('/api/athlete/card_tokens/replace', {
          coach_id: w.teamId,
          payment_method_id: 'pm_sim_never_made',
          remove_card_id: 99999999,
          billing_details: {
            name: 'A',
            address: { line1: '1 Road', city: 'Leeds', postal_code: 'LS1', country: 'GB' },
          },
        }),
      expected: signedIn(404),
    },
    {
      route: 'PATCH /api/athlete/card_tokens/:card_id',
      request: () =>
        to('/api/athlete/card_tokens/99999999', {
          billing_details: {
            name: 'A',
            address: { line1: '1 Road', city: 'Leeds', postal_code: 'LS1', country: 'GB' },
          },
          preferred_network: null,
        }),
      expected: signedIn(404),
    },
    {
      route: 'POST /api/athlete/card_tokens/:card_id/default',
      request: () => to('/api/athlete/card_tokens/99999999/default'),
      expected: signedIn(404),
    },
    {
      route: 'DELETE /api/athlete/card_tokens/:card_id',
      request: () => to('/api/athlete/card_tokens/99999999'),
      expected: signedIn(404),
    },
  ];
}

export const authorisationTable: RouteAccess[] = [
  // Sessions and identities
  {
    route: 'POST /api/users/sign_up',
    request: (w, _c, n) =>
      to('/api/users/sign_up', {
        first_name: 'Matrix',
        last_name: 'Caller',
        email: `matrix.${Date.now()}.${n}@example.com`,
        password: 'strong-password',
        password_confirmation: 'strong-password',
        terms: true,
        role: 'user',
        ...webClient(w.api.config),
      }),
    expected: everyone(201),
  },
  {
    route: 'POST /api/users/sign_in',
    request: (w) =>
      to('/api/users/sign_in', {
        email: 'nobody@example.com',
        password: 'wrong-password',
        ...webClient(w.api.config),
      }),
    expected: everyone(401),
  },
  {
    route: 'POST /api/users/token',
    request: (w) => to('/api/users/token', webClient(w.api.config)),
    expected: everyone(401),
  },
  {
    route: 'POST /api/users/session',
    request: () => to('/api/users/session'),
    expected: everyone(401),
  },
  {
    route: 'DELETE /api/users/sign_out',
    request: () => to('/api/users/sign_out'),
    expected: signedIn(204),
    fresh: true,
  },
  {
    route: 'POST /api/users/confirm',
    request: () => to('/api/users/confirm', { confirmation_token: 'not-a-token' }),
    expected: everyone(422),
  },
  { route: 'GET /api/users/me', request: () => to('/api/users/me'), expected: signedIn(200) },
  {
    route: 'POST /api/users/password',
    request: () => to('/api/users/password', { email: 'nobody@example.com' }),
    expected: everyone(200),
  },
  {
    route: 'PUT /api/users/password',
    request: (w) =>
      to('/api/users/password', {
        reset_password_token: 'not-a-token',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...webClient(w.api.config),
      }),
    expected: everyone(422),
  },
  {
    route: 'PATCH /api/users/password',
    request: (w, c) =>
      to('/api/users/password', {
        user: {
          current_password: c === 'anonymous' ? 'x' : w.passwords[c],
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      }),
    expected: signedIn(200),
    fresh: true,
  },
  {
    route: 'POST /api/users/me',
    request: () => to('/api/users/me', { first_name: 'Sam' }),
    expected: signedIn(200),
  },
  {
    route: 'PATCH /api/users/private',
    request: () => to('/api/users/private', { private: { weight: 'kg' } }),
    expected: signedIn(200),
  },
  {
    route: 'PATCH /api/users/popup_storage',
    request: () => to('/api/users/popup_storage', { popup_name: 'welcome' }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/users/tax/on',
    request: () => to('/api/users/tax/on'),
    expected: coaches(200, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/users/tax/off',
    request: () => to('/api/users/tax/off'),
    expected: coaches(200, { nonOwner: 403 }),
  },
  {
    route: 'DELETE /api/users/me',
    request: (w, c) =>
      to('/api/users/me', { confirmation: 'DELETE', password: c === 'anonymous' ? 'x' : w.passwords[c] }),
    expected: signedIn(200),
    fresh: true,
  },
  // Pictures: the account's picture is the owner's to change; everyone has their own.
  {
    route: 'POST /api/users/avatar',
    request: () => picture('/api/users/avatar'),
    expected: signedIn(200, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/users/private_avatar',
    request: () => picture('/api/users/private_avatar'),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/avatars/:file',
    request: () => to('/api/avatars/1-0000000000000000.png'),
    expected: everyone(404),
  },
  // The frame
  { route: 'GET /api/themes', request: () => to('/api/themes'), expected: everyone(200) },
  { route: 'GET /api/health', request: () => to('/api/health'), expected: everyone(200) },
  { route: 'GET /api/settings', request: () => to('/api/settings'), expected: everyone(200) },
  // The tag manager container: every coach of the account reads it, the owner changes it.
  {
    route: 'GET /api/coach/tag_manager',
    request: () => to('/api/coach/tag_manager'),
    expected: coaches(200),
  },
  {
    route: 'PUT /api/coach/tag_manager',
    request: () => to('/api/coach/tag_manager', { tag_manager_id: 'GTM-MATRIX1' }),
    expected: coaches(200, { nonOwner: 403 }),
  },
  {
    route: 'DELETE /api/coach/tag_manager',
    request: () => to('/api/coach/tag_manager'),
    expected: coaches(200, { nonOwner: 403 }),
  },
  // White label (decisions 0184 to 0187): every coach of the account reads it; the owner changes it, on
  // PROFESSIONAL or a running trial.
  {
    route: 'GET /api/themes/customisation',
    request: () => to('/api/themes/customisation'),
    expected: coaches(200),
  },
  {
    route: 'PUT /api/themes/web',
    request: () =>
      to('/api/themes/web', { web_theme: { ...DEFAULT_THEME.web_theme, primary_color: '#123456' } }),
    expected: whiteLabelChange(200),
  },
  {
    route: 'PUT /api/themes/app',
    request: () =>
      to('/api/themes/app', {
        mobile_light_theme: DEFAULT_THEME.mobile_light_theme,
        mobile_dark_theme: DEFAULT_THEME.mobile_dark_theme,
      }),
    expected: whiteLabelChange(200),
  },
  {
    route: 'POST /api/themes/logo',
    request: () => image('/api/themes/logo', 'theme[logo]'),
    expected: whiteLabelChange(200),
  },
  {
    route: 'DELETE /api/themes/logo',
    request: () => to('/api/themes/logo'),
    expected: whiteLabelChange(200),
  },
  {
    route: 'PUT /api/themes/sub_domain',
    request: (_w, _caller, n) =>
      to('/api/themes/sub_domain', { sub_domain_name: `matrix-${n}-${Date.now()}` }),
    expected: whiteLabelChange(200),
  },
  {
    route: 'DELETE /api/themes/sub_domain',
    request: () => to('/api/themes/sub_domain'),
    expected: whiteLabelChange(200),
  },
  {
    route: 'PUT /api/themes/custom_domain',
    request: (_w, _caller, n) =>
      to('/api/themes/custom_domain', { domain: `coach-${n}-${Date.now()}.example.com` }),
    expected: whiteLabelChange(200),
  },
  {
    // The row above left each caller a domain; the tests' DNS finds no record for it.
    route: 'POST /api/themes/custom_domain/verify',
    request: () => to('/api/themes/custom_domain/verify'),
    expected: whiteLabelChange(200),
  },
  {
    route: 'DELETE /api/themes/custom_domain',
    request: () => to('/api/themes/custom_domain'),
    expected: whiteLabelChange(200),
  },
  {
    route: 'GET /api/themes/host',
    request: () => to('/api/themes/host?host=nobody-here.localhost'),
    expected: everyone(404),
  },
  {
    route: 'GET /api/themes/tls_ask',
    request: () => to('/api/themes/tls_ask?domain=nobody-here.example.com'),
    expected: everyone(404),
  },
  { route: 'GET /api/coach/coach_icon', request: () => to('/api/coach/coach_icon'), expected: coaches(200) },
  {
    route: 'POST /api/coach/coach_icon',
    request: () => image('/api/coach/coach_icon', 'coach_icon[icon]'),
    expected: whiteLabelChange(200),
  },
  {
    route: 'POST /api/admin/coach_icons/:account_id/review',
    request: (w) => to(`/api/admin/coach_icons/${w.teamId}/review`, { decision: 'approved', reasons: [] }),
    expected: everyone(403),
  },
  {
    route: 'GET /api/theme_images/:file',
    request: () => to('/api/theme_images/1-0123456789abcdef.png'),
    expected: everyone(404),
  },
  // Automations (decision 0178): the owner's key and page; the automation service's calls need the key
  // (none of these callers sends one, so they are all 401 before anything else is looked at).
  {
    route: 'GET /api/coach/automations',
    request: () => to('/api/coach/automations'),
    expected: coaches(200, { nonOwner: 403 }),
  },
  {
    // Turning it off keeps every caller's world as it was (decision 0170).
    route: 'PATCH /api/coach/automations',
    request: () => to('/api/coach/automations', { zapier_account: false }),
    expected: coaches(200, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/coach/automations/key',
    request: () => to('/api/coach/automations/key'),
    expected: coaches(201, { nonOwner: 403, blockedCoach: 403 }),
  },
  {
    route: 'DELETE /api/coach/automations/key',
    request: () => to('/api/coach/automations/key'),
    expected: coaches(204, { nonOwner: 403 }),
  },
  { route: 'GET /api/automations/me', request: () => to('/api/automations/me'), expected: everyone(401) },
  {
    route: 'POST /api/automations/hooks',
    request: () =>
      to('/api/automations/hooks', { target_url: 'https://hooks.example.com/a', event: 'new_client' }),
    expected: everyone(401),
  },
  {
    route: 'DELETE /api/automations/hooks/:hook_id',
    request: () => to('/api/automations/hooks/1'),
    expected: everyone(401),
  },
  {
    route: 'GET /api/automations/samples/:event',
    request: () => to('/api/automations/samples/new_client'),
    expected: everyone(401),
  },
  { route: 'GET /api/accounts', request: () => to('/api/accounts'), expected: signedIn(200) },
  { route: 'GET /api/subscribe', request: () => to('/api/subscribe'), expected: signedIn(200) },
  // The platform plan: the account's owner only. No caller here has a paid plan or a card on file, so
  // every change an owner asks for is refused on its merits (422), after the access check let it through.
  {
    route: 'GET /api/subscribe/billing',
    request: () => to('/api/subscribe/billing'),
    expected: coaches(200, { nonOwner: 403 }),
  },
  {
    route: 'GET /api/subscribe/invoices',
    request: () => to('/api/subscribe/invoices'),
    expected: coaches(200, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/subscribe/choose',
    request: () => to('/api/subscribe/choose', { plan: 10, interval: 'month' }),
    expected: coaches(422, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/subscribe/upgrade',
    request: () => to('/api/subscribe/upgrade', { plan: 25 }),
    expected: coaches(422, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/subscribe/downgrade',
    request: () => to('/api/subscribe/downgrade', { plan: 'free' }),
    expected: coaches(422, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/subscribe/cancel',
    request: () => to('/api/subscribe/cancel'),
    expected: coaches(422, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/subscribe/resume',
    request: () => to('/api/subscribe/resume', {}),
    expected: coaches(422, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/subscribe/annual',
    request: () => to('/api/subscribe/annual', {}),
    expected: coaches(422, { nonOwner: 403 }),
  },
  {
    // Another account's invoice, or none: not found.
    route: 'POST /api/subscribe/invoices/:invoice_id/confirm',
    request: () => to('/api/subscribe/invoices/99999999/confirm'),
    expected: coaches(404, { nonOwner: 403 }),
  },
  {
    route: 'PUT /api/accounts/switch',
    request: (w) => to('/api/accounts/switch', { id: w.teamId }),
    expected: teamOnly(200, { client: 404 }),
  },
  { route: 'GET /api/check_list', request: () => to('/api/check_list'), expected: signedIn(200) },
  {
    route: 'POST /api/check_list',
    request: () => to('/api/check_list', { check_list: { name: 'video_tour' } }),
    expected: signedIn(200),
  },
  {
    route: 'PATCH /api/check_list/hide_checklist',
    request: () => to('/api/check_list/hide_checklist'),
    // Hiding waits until every step is done, whoever asks. A world of its own: the team has its plan and
    // its client (first_plan, first_client) but not the video tour another row ticks.
    expected: signedIn(422),
    fresh: true,
  },
  { route: 'GET /api/users/warnings', request: () => to('/api/users/warnings'), expected: signedIn(200) },
  { route: 'GET /api/notes', request: () => to('/api/notes'), expected: signedIn(200) },
  {
    route: 'GET /api/notes/:id',
    request: (w) => to(`/api/notes/${w.releaseNoteId}`),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/notes/read',
    request: (w) => to('/api/notes/read', { id: w.releaseNoteId }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/notes/read_all',
    request: () => to('/api/notes/read_all'),
    expected: signedIn(200),
  },
  // The public page: open to everyone; its content is changed by the account's owner alone.
  {
    route: 'GET /api/public_pages/:user_id',
    request: (w) => to(`/api/public_pages/${w.teamId}`),
    expected: everyone(200),
  },
  {
    route: 'GET /api/public_pages/:user_id/plans',
    request: (w) => to(`/api/public_pages/${w.teamId}/plans`),
    expected: everyone(200),
  },
  {
    route: 'GET /api/public_pages/:user_id/coaches',
    request: (w) => to(`/api/public_pages/${w.teamId}/coaches`),
    expected: everyone(200),
  },
  {
    route: 'GET /api/coach/public_page',
    request: () => to('/api/coach/public_page'),
    expected: coaches(200),
  },
  {
    route: 'PUT /api/coach/public_page',
    request: () =>
      to('/api/coach/public_page', {
        title: 'Matrix page',
        about: '',
        links: { website: null, instagram: null, facebook: null, youtube: null, tiktok: null },
      }),
    expected: coaches(200, { nonOwner: 403, blockedCoach: 406 }),
  },
  // The feed: each identity's own notifications in the account it acts as; another's is not found.
  { route: 'GET /api/notifications', request: () => to('/api/notifications'), expected: signedIn(200) },
  {
    route: 'GET /api/notifications/counters',
    request: () => to('/api/notifications/counters'),
    expected: signedIn(200),
  },
  {
    route: 'PATCH /api/notifications/:id/read',
    request: (w) => to(`/api/notifications/${w.teamNotificationId}/read`),
    expected: signedIn(404, { owner: 200 }),
  },
  {
    route: 'PATCH /api/notifications/:id/unread',
    request: (w) => to(`/api/notifications/${w.teamNotificationId}/unread`),
    expected: signedIn(404, { owner: 200 }),
  },
  {
    route: 'PATCH /api/notifications/read_all',
    request: () => to('/api/notifications/read_all', { activity_type: 'coach_membership' }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/admin/notes',
    request: () => to('/api/admin/notes', { title: 'Not an operator', body: 'x' }),
    expected: everyone(403),
  },
  // The operator's job queue: the admin token, never a platform session, opens it.
  {
    route: 'GET /api/admin/jobs/failed',
    request: () => to('/api/admin/jobs/failed'),
    expected: everyone(403),
  },
  {
    route: 'POST /api/admin/jobs/:id/retry',
    request: () => to('/api/admin/jobs/1/retry', {}),
    expected: everyone(403),
  },
  // Business accounts and invitations
  {
    route: 'POST /api/business_accounts',
    request: (_w, _c, n) => to('/api/business_accounts', { kind: 'brand', name: `Brand ${n}` }),
    expected: coaches(201),
  },
  {
    route: 'GET /api/business_accounts',
    request: () => to('/api/business_accounts'),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/business_accounts/:account_id/invitations',
    request: (w, _c, n) =>
      to(`/api/business_accounts/${w.teamId}/invitations`, { email: `invitee.${n}@example.com` }),
    expected: teamOnly(201, { nonOwner: 403, blockedCoach: 406 }),
  },
  // The coaches page and its actions: the team's owner only; a member is refused, a stranger told nothing.
  {
    route: 'GET /api/business_accounts/:account_id/coaches',
    request: (w) => to(`/api/business_accounts/${w.teamId}/coaches`),
    expected: teamOnly(200, { nonOwner: 403 }),
  },
  {
    route: 'POST /api/business_accounts/:account_id/invitations/:id/cancel',
    request: async (w) => {
      const [pending] = await w.api.db.query<{ id: number }>(
        `SELECT id::int AS id FROM invitations WHERE account_id = $1 AND kind = 'coach' AND status = 'invited'`,
        [w.teamId],
      );
      return to(`/api/business_accounts/${w.teamId}/invitations/${pending!.id}/cancel`);
    },
    expected: teamOnly(200, { nonOwner: 403 }),
    fresh: true,
  },
  {
    route: 'DELETE /api/business_accounts/:account_id/coaches/:user_id',
    request: async (w) => {
      const [member] = await w.api.db.query<{ id: number }>(
        `SELECT user_id::int AS id FROM memberships WHERE account_id = $1 AND role = 'coach'`,
        [w.teamId],
      );
      return to(`/api/business_accounts/${w.teamId}/coaches/${member!.id}`);
    },
    expected: teamOnly(200, { nonOwner: 403 }),
    fresh: true,
  },
  {
    route: 'POST /api/invitations/athletes',
    request: (w, _c, n) =>
      to('/api/invitations/athletes', { email: `athlete.${n}@example.com`, program_id: w.teamProgramId }),
    // Only a program of the caller's own account; anyone else's is as good as absent.
    expected: teamOnly(201, { client: 403, blockedCoach: 406 }),
  },
  {
    route: 'GET /api/invitations/athletes',
    request: (w) => ({ url: '/api/invitations/athletes', query: { program_id: String(w.teamProgramId) } }),
    // Someone else's program shows no invitations at all.
    expected: coaches(200, { client: 200 }),
  },
  {
    route: 'POST /api/invitations/athletes/:id/accept',
    request: (w) => to(`/api/invitations/athletes/${w.teamProgramId}/accept`),
    // Only an invitation to an address the caller confirmed is theirs; nobody here confirmed one.
    expected: signedIn(404),
  },
  { route: 'GET /api/invitations/mine', request: () => to('/api/invitations/mine'), expected: signedIn(200) },
  // A brand invite is answered only by the identity it was sent to; the team's open one is nobody's here.
  {
    route: 'PUT /api/invites/:id/accept',
    request: async (w) => to(`/api/invites/${await openCoachInvitationId(w)}/accept`),
    expected: signedIn(404),
  },
  {
    route: 'PUT /api/invites/:id/reject',
    request: async (w) => to(`/api/invites/${await openCoachInvitationId(w)}/reject`),
    expected: signedIn(404),
  },
  {
    route: 'GET /api/invitations/:token',
    request: (w) => to(`/api/invitations/${w.invitationToken}`),
    expected: everyone(200),
  },
  {
    route: 'POST /api/invitations/:token/accept',
    request: (w) => to(`/api/invitations/${w.invitationToken}/accept`),
    expected: signedIn(403),
  },
  // Programs (spec 02): the team's program is the team's; a coach whose plan ended reads and changes nothing
  ...programRows(),
  ...templateRows(),
  ...challengeRows(),
  ...leaderboardRows(),
  ...chatRows(),
  ...paymentRows(),
  // The media library
  {
    route: 'POST /api/media/direct_upload',
    request: () =>
      to('/api/media/direct_upload', {
        blob: { filename: 'a.png', byte_size: 10, content_type: 'image/png' },
        scope: 'user',
      }),
    expected: signedIn(201, { blockedCoach: 406 }),
  },
  {
    route: 'POST /api/media',
    request: () => to('/api/media', { media: { scope: 'user', signed_id: 'not-a-signed-id' } }),
    expected: signedIn(422, { blockedCoach: 406 }),
  },
  { route: 'GET /api/media/fetch', request: () => to('/api/media/fetch'), expected: signedIn(200) },
  {
    route: 'GET /api/media/:id',
    request: (w) => to(`/api/media/${w.teamMedia.id}`),
    expected: teamOnly(200),
  },
  {
    route: 'DELETE /api/media/:id',
    request: (w) => to(`/api/media/${w.teamMedia.id}`),
    // Members share the team's library but remove only what they added themselves.
    expected: teamOnly(204, { nonOwner: 403, blockedCoach: 406 }),
  },
  {
    route: 'PUT /api/media/storage/*',
    request: () => to('/api/media/storage/abc/def.png', 'bytes'),
    expected: everyone(403),
  },
  {
    route: 'GET /api/media/storage/*',
    request: () => to('/api/media/storage/abc/def.png'),
    expected: everyone(403),
  },
  // Development only: the mail outbox (never served outside a loopback development start)
  {
    route: 'GET /api/dev/outbox.json',
    request: () => to('/api/dev/outbox.json?to=nobody@example.com'),
    expected: everyone(200),
  },
  { route: 'GET /api/dev/outbox', request: () => to('/api/dev/outbox'), expected: everyone(200) },
  // Development only: letting days pass for background jobs (its own world: it moves every job)
  {
    route: 'POST /api/dev/jobs/fast_forward',
    request: () => to('/api/dev/jobs/fast_forward', { days: 1 }),
    expected: everyone(200),
    fresh: true,
  },
  // Realtime: a plain HTTP request to the socket endpoint is not an upgrade
  { route: 'GET /cable', request: () => to('/cable'), expected: everyone(404) },
];
