import {
  ApiRequestError,
  DEFAULT_THEME,
  endpoints,
  type BusEvent,
  type Me,
  type PlatformApi,
} from '@coachforge/contracts';
import { createBus } from '../bus';
import { createSessionService } from './session-service';
import { createTokenKeeper } from './token-keeper';

const token = { access_token: 'abc', token_type: 'Bearer', expires_in: 900 };
const me = { current: { id: 1, role: 'coach' }, private: { id: 1 }, theme: DEFAULT_THEME } as unknown as Me;

/** The shell's session over an API whose every call `request` answers. */
const sessionOver = (request: jest.Mock, bus = createBus()) =>
  createSessionService({
    tokens: createTokenKeeper(),
    bus,
    webClient: { id: 'web', secret: 'secret' },
    api: () => ({ request }) as unknown as PlatformApi,
    fallbackTheme: DEFAULT_THEME,
  });

test('switching account tells the remotes which account the tab leaves and which it opens', async () => {
  const bus = createBus();
  const heard: BusEvent[] = [];
  bus.on('account.switching').subscribe((event) => heard.push(event));
  const request = jest.fn(async (endpoint: unknown) => (endpoint === endpoints.me ? me : token));
  const session = sessionOver(request, bus);
  await session.restore();
  // jsdom cannot navigate; the reload itself is exercised end to end.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  await session.switchAccount(9, '/coach/programs/active');

  expect(request).toHaveBeenCalledWith(endpoints.switchAccount, { body: { id: 9 } });
  expect(heard).toEqual([{ type: 'account.switching', previousAccountId: 1, nextAccountId: 9 }]);
});

test('a session acting as an account the person was removed from moves to an account they still have', async () => {
  const personal = { ...me, current: { ...me.current, id: 7 } } as Me;
  let removed = true;
  const request = jest.fn(async (endpoint: unknown) => {
    if (endpoint === endpoints.me) {
      if (removed) throw new ApiRequestError(418, { error: 'removed' }, 'removed');
      return personal;
    }
    if (endpoint === endpoints.accounts) return [{ id: 7 }];
    if (endpoint === endpoints.switchAccount) removed = false;
    return token;
  });
  const session = sessionOver(request);
  await session.restore();
  expect(request).toHaveBeenCalledWith(endpoints.switchAccount, { body: { id: 7 }, quiet: true });
  expect(session.current()).toEqual({ status: 'signed-in', me: personal });
});

test('a page starting with a session is signed in by the session resumed, without asking users/me again', async () => {
  const request = jest.fn(async (endpoint: unknown) =>
    endpoint === endpoints.resumeSession ? { ...token, me } : token,
  );
  const session = sessionOver(request);
  await session.restore();
  expect(session.current()).toEqual({ status: 'signed-in', me });
  expect(request.mock.calls.map(([endpoint]) => endpoint)).toEqual([endpoints.resumeSession]);
});

test('a renewal after a refused call exchanges the cookie for a token alone', async () => {
  const request = jest.fn(async () => token);
  const session = sessionOver(request);
  // Calls meeting a 401 together share one exchange.
  expect(await Promise.all([session.renew(), session.renew()])).toEqual([true, true]);
  expect(request.mock.calls).toEqual([[endpoints.refreshToken, { quiet: true }]]);
});
