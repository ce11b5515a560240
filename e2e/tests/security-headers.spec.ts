import { expect, test, type Page } from '../support/test';
import { API_VERSION } from '@coachforge/contracts';
import { signUpFinishedCoach, webClient } from '../support/account-api';
import { realtimeState, uniqueEmail } from '../support/platform';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Every Content-Security-Policy violation the page reports, from the event and from the console. */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('the sign-in page is served with the security headers and runs under its Content-Security-Policy', async ({
  page,
}) => {
  const violations = await collectCspViolations(page);
  const response = await page.goto('/onboarding/sign_in');
  const headers = response!.headers();
  // The platform's own scripts, and the one a signed-in page holds by its hash (decision 0275).
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain http on this machine: no HSTS (it would pin a local address to https).
  expect(headers['strict-transport-security']).toBeUndefined();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The policy is enforced: a script injected inline does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  expect(violations.some((text) => text.includes('script-src'))).toBe(true);
});

test('a signed-in coach uses the media library with no policy violation, realtime connected, and personal answers uncached', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const violations = await collectCspViolations(page);
  const personal: { url: string; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.request().headers().authorization)
      personal.push({ url: url.pathname, cache: response.headers()['cache-control'] });
  });

  await signUpFinishedCoach(page, request, {
    first_name: 'Cara',
    last_name: 'Policy',
    email: uniqueEmail('cara'),
    password: 'lift-heavy-things',
  });
  const library = await page.goto('/coach/resources');
  expect(library!.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
  // The realtime socket on /cable is allowed by connect-src 'self'.
  await realtimeState(page, 'connected');

  await page
    .getByLabel('Upload files')
    .setInputFiles({ name: 'policy-check.png', mimeType: 'image/png', buffer: PNG });
  const row = page.getByTestId('media-row').filter({ hasText: 'policy-check.png' });
  await expect(row).toBeVisible();
  await expect
    .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  expect(violations).toEqual([]);
  expect(personal.length).toBeGreaterThan(0);
  for (const answer of personal) expect(answer).toEqual({ url: answer.url, cache: 'no-store' });
});

test('an address with a broken percent-escape answers a 4xx JSON error with the headers, for pages and the API', async ({
  request,
}) => {
  for (const path of ['/%E0%A4%A', '/remotes/onboarding/%E0%A4%A', '/api/media/storage/%E0%A4%A?token=x']) {
    const response = await request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 400 });
    expect(typeof (await response.json()).error).toBe('string');
    expect(response.headers()['content-security-policy']).toBeTruthy();
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  const doubleEscaped = await request.get('/api/media/storage/media/1/%25E0%25A4%25A?token=x');
  expect(doubleEscaped.status()).toBe(403);
  expect(typeof (await doubleEscaped.json()).error).toBe('string');
});

test('a caller cannot dodge the sign-in limit by claiming another address in X-Forwarded-For', async ({
  request,
}) => {
  const email = uniqueEmail('locked');
  const statuses: number[] = [];
  // The sign-in limit is 10 attempts per address and email; each attempt claims a different address.
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    const response = await request.post('/api/users/sign_in', {
      headers: { 'API-Version': API_VERSION, 'X-Forwarded-For': `198.51.100.${attempt}` },
      data: { email, password: 'not-the-password', ...webClient },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
});
