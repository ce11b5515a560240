/** @jest-environment node */
import { ApiRequestError, messages, type RouteName, type Toast } from '@coachforge/contracts';
import { createBus } from '../bus';
import { createErrorPolicy } from './error-policy';

function setUp(currentPath = '/coach/programs/active') {
  const toasts: Toast[] = [];
  const navigations: RouteName[] = [];
  const bus = createBus();
  const deprecated = jest.fn();
  bus.on('api.deprecated').subscribe(deprecated);
  const sessionEnded = jest.fn();
  const handle = createErrorPolicy({
    toast: { show: (toast) => toasts.push(toast) },
    bus,
    navigate: (route) => navigations.push(route),
    currentPath: () => currentPath,
    onSessionEnded: sessionEnded,
  });
  return { handle, toasts, navigations, deprecated, sessionEnded };
}

const failure = (status: number, body: ApiRequestError['body'] = { error: 'server says no' }) =>
  new ApiRequestError(status, body, body?.error ?? 'Request failed');

/** Spec 01 section 8: the response table. */
test.each([
  [401, 'onboarding-signin', messages.http.unauthorized],
  [404, 'not_found', messages.http.notFound],
  [403, 'main', messages.http.forbidden],
  [406, 'coach_blocked', messages.http.blocked],
])('%s on an authenticated call goes to %s with "%s"', (status, route, text) => {
  const { handle, toasts, navigations } = setUp();
  handle(failure(status), true);
  expect(navigations).toEqual([route]);
  expect(toasts).toEqual([{ type: 'error', text }]);
});

test('401 on an authenticated call also ends the session in this tab', () => {
  const { handle, sessionEnded } = setUp();
  handle(failure(401), true);
  expect(sessionEnded).toHaveBeenCalled();
});

test("401 from sign-in shows the server's message and stays", () => {
  const { handle, toasts, navigations } = setUp('/onboarding/sign_in');
  handle(failure(401, { error: messages.auth.invalidCredentials }), false);
  expect(navigations).toEqual([]);
  expect(toasts).toEqual([{ type: 'error', text: messages.auth.invalidCredentials }]);
});

test('a sign-in refused with a subdomain is left to the sign-in page: no toast, no navigation', () => {
  const { handle, toasts, navigations } = setUp('/onboarding/sign_in');
  handle(failure(403, { error: 'elsewhere', subdomain: 'coachforge.example' }), false);
  expect(navigations).toEqual([]);
  expect(toasts).toEqual([]);
});

test('418 goes to my accounts without a toast, unless already there', () => {
  const elsewhere = setUp('/coach/programs/active');
  elsewhere.handle(failure(418), true);
  expect(elsewhere.navigations).toEqual(['coach_profile_my_accounts']);
  expect(elsewhere.toasts).toEqual([]);
  const there = setUp('/coach/my_accounts');
  there.handle(failure(418), true);
  expect(there.navigations).toEqual([]);
});

test('other failures show the flattened field messages', () => {
  const { handle, toasts } = setUp();
  handle(failure(422, { error: 'invalid', errors: { email: ['Email taken'], name: ['Too long'] } }), false);
  expect(toasts).toEqual([{ type: 'error', text: 'Email taken\nToo long' }]);
});

test("a request with no response shows its own message or 'Request failed'", () => {
  const { handle, toasts } = setUp();
  handle(new ApiRequestError(0, null, ''), true);
  expect(toasts).toEqual([{ type: 'error', text: messages.http.requestFailed }]);
});

test('a response flagged base.deprecated asks for a reload instead of a toast', () => {
  const { handle, toasts, deprecated } = setUp();
  handle(failure(400, { error: 'old', base: { deprecated: true } }), true);
  expect(deprecated).toHaveBeenCalled();
  expect(toasts).toEqual([]);
});
