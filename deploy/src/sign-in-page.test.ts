import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { FORGOT_PASSWORD_INTENT, SIGN_IN_FORM_INTENT } from '@coachforge/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createShellPages } from './host-theme';
import { shellRootWithPage } from './testing/shell-root';
import { registerSignInPage } from './sign-in-page';

let web: FastifyInstance;
let shellRoot: string;
let base: string;

beforeAll(async () => {
  shellRoot = shellRootWithPage();

  web = Fastify();
  // No API answers here: the sign-in page needs none.
  const pages = createShellPages({ shellRoot, apiOrigin: 'http://127.0.0.1:9', platformDomain: 'localhost' });
  registerSignInPage(web, { shellPage: pages.forRequest });
  await web.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await web.close();
  rmSync(shellRoot, { recursive: true, force: true });
});

const signInPage = async (cookie?: string) => {
  const response = await fetch(`${base}/onboarding/sign_in?redirect=%2Fcoach`, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return response.text();
};

test('a visitor who is not signed in gets the sign-in form in the page, and only the starter to load', async () => {
  const html = await signInPage('cf_theme=x');
  expect(html).toContain(
    '<div id="cf-drawn-page" data-replaced-by="[data-route=&quot;onboarding-signin&quot;]"',
  );
  expect(html).toContain('<label for="cf-drawn-email">Email</label>');
  expect(html).toMatch(/<input id="cf-drawn-email" name="email" type="email" autocomplete="email" required/);
  expect(html).toMatch(
    /<input id="cf-drawn-password" name="password" type="password" autocomplete="current-password" required/,
  );
  // A press of Sign in waits for the app: never a form the browser sends by itself.
  expect(html).toContain(
    `<button type="button" class="cf-drawn-button" data-intent="${SIGN_IN_FORM_INTENT}">`,
  );
  expect(html).not.toMatch(/type="submit"|<form[^>]*action=/);
  expect(html).toContain(
    `<a href="/onboarding/forgot_password" data-intent="${FORGOT_PASSWORD_INTENT}">Forgot your password?</a>`,
  );
  expect(html).toContain('<script defer src="/drawn-page-starter.js"></script>');
  expect(html).toContain('<title>Sign in | Coachforge</title>');
  expect(html).not.toContain('<script defer src="/main.js"></script>');
});

test('someone signed in gets the app at once, which moves them on', async () => {
  const html = await signInPage('cf_signed_in=1');
  expect(html).not.toContain('cf-drawn-page');
  expect(html).toContain('<script defer src="/main.js"></script>');
});
