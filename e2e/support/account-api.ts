import { API_VERSION } from '@coachforge/contracts';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signedInPage } from './platform';

/** The first-party web client's defaults (api/src/config.ts), as the shell sends them. */
export const webClient = { client_id: 'coachforge-web', client_secret: 'coachforge-web-first-party' };
const headers = { 'API-Version': API_VERSION };

/** A real sign-up through the API, for tests whose subject starts after it. */
export async function signUpByApi(
  request: APIRequestContext,
  person: { email: string; password: string; role: 'coach' | 'user'; first_name: string; last_name: string },
) {
  const response = await request.post('/api/users/sign_up', {
    headers,
    data: { ...person, password_confirmation: person.password, terms: true, ...webClient },
  });
  expect(response.status()).toBe(201);
  return bearer((await response.json()).access_token);
}

export async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/users/sign_in', {
    headers,
    data: { email, password, ...webClient },
  });
  expect(response.status()).toBe(200);
  return bearer((await response.json()).access_token);
}

const bearer = (token: string) => ({ ...headers, authorization: `Bearer ${token}` });
/** The headers of a signed-in caller. */
export type Auth = Record<string, string>;

/**
 * A free program of the coach's account made through the API, for tests whose subject starts after it:
 * its id. Published at once unless the test has more to set first (then `publishProgram`).
 */
export async function freeProgram(
  request: APIRequestContext,
  auth: Auth,
  program: { plan_type: string; title: string; settings?: Record<string, unknown>; publish?: boolean },
): Promise<number> {
  const created = await request.post('/api/coach/plans', {
    headers: auth,
    data: { plan_type: program.plan_type, title: program.title },
  });
  expect(created.status()).toBe(201);
  const planId: number = (await created.json()).id;
  const settings = await request.patch(`/api/coach/plans/${planId}/settings`, {
    headers: auth,
    data: { plan_pricing: 'free', ...program.settings },
  });
  expect(settings.status()).toBe(200);
  if (program.publish ?? true) await publishProgram(request, auth, planId);
  return planId;
}

/** The client joins a free program through the API, as "Get for Free" does. */
export async function joinFreeProgram(request: APIRequestContext, clientAuth: Auth, planId: number) {
  expect(
    (await request.post(`/api/stripe/plan/${planId}/buy`, { headers: clientAuth, data: {} })).status(),
  ).toBe(200);
}

export async function publishProgram(request: APIRequestContext, auth: Auth, planId: number) {
  expect((await request.post(`/api/coach/plans/${planId}/publish`, { headers: auth })).status()).toBe(200);
}

/** A client with an account of their own, signed in in a browser of their own. */
export async function clientSignedIn(
  browser: Browser,
  request: APIRequestContext,
  athlete: { email: string; password: string; first_name: string; last_name: string },
) {
  await signUpByApi(request, { ...athlete, role: 'user' });
  const { context: clientContext, page: client } = await signedInPage(browser, athlete);
  return { clientContext, client };
}

/**
 * Opens the local outbox in the browser, as a developer reads mail, and follows the mail's link. Mail
 * leaves through the job queue, up to a poll after the request that sends it: the outbox is opened again
 * until the mail is there, as a developer would reload it.
 */
export async function followMailLink(page: Page, email: string, linkText: string) {
  const link = page.getByTestId('outbox-mail').getByRole('link', { name: linkText }).first();
  await expect(async () => {
    await page.goto(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}

/** A new person opens the invitation mail, signs up as a client and accepts. */
export async function joinFromInvitationMail(
  athlete: Page,
  email: string,
  firstName: string,
  lastName: string,
) {
  await followMailLink(athlete, email, 'Join the program');
  await athlete.getByLabel('First Name').fill(firstName);
  await athlete.getByLabel('Last Name').fill(lastName);
  await athlete.getByLabel('Password', { exact: true }).fill('ready-to-train');
  await athlete.getByLabel('Confirm password').fill('ready-to-train');
  await athlete.getByRole('checkbox').check();
  await athlete.getByRole('button', { name: 'Sign up and accept' }).click();
  await expect(athlete).toHaveURL(/\/user\/my_programs\/invites$/);
}

/**
 * A coach whose registration is complete (profile and questions answered through the API), signed in
 * through the browser: for tests whose subject starts after onboarding. Returns the sign-up's own
 * headers, a sign-in apart from the browser's, for the test's calls through the API.
 */
export async function signUpFinishedCoach(
  page: Page,
  request: APIRequestContext,
  person: { email: string; password: string; first_name: string; last_name: string },
) {
  const auth = await signUpByApi(request, { ...person, role: 'coach' });
  const profile = await request.post('/api/users/me', {
    headers: auth,
    data: {
      country: 'GB',
      coach_questions: { coaching_focus: 'Strength', client_count: '1-5', heard_from: 'An event' },
    },
  });
  expect(profile.status()).toBe(200);
  await page.goto('/onboarding/sign_in');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);
  return auth;
}
