import { API_VERSION } from '@coachforge/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The first-party web client's defaults (api/src/config.ts), as the shell sends them. */
const webClient = { client_id: 'coachforge-web', client_secret: 'coachforge-web-first-party' };
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

/** Opens the local outbox in the browser, as a developer reads mail, and follows the mail's link. */
export async function followMailLink(page: Page, email: string, linkText: string) {
  await page.goto(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  await page.getByTestId('outbox-mail').getByRole('link', { name: linkText }).first().click();
}
