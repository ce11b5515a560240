import {
  DEFAULT_THEME,
  endpoints,
  type HeaderAnswers,
  type Me,
  type PlatformApi,
} from '@coachforge/contracts';
import { createBus } from '../bus';
import { createSessionService, createTokenKeeper } from '../session';
import { askHeaderFirstAnswers } from './first-answers';

const token = { access_token: 'abc', token_type: 'Bearer', expires_in: 900 };
const me = {
  current: { id: 1, role: 'coach', is_account_owner: true, hide_checklist: false, popup_storage: [] },
  private: { id: 1 },
  theme: DEFAULT_THEME,
} as unknown as Me;
const header: HeaderAnswers = {
  warnings: [{ type: 'custom_web_address', data: [] }],
  checklist: { total_points: 4, completed: ['sign_up'] },
};

/** The session and the API double a page starts with; `resumed` is what POST users/session answers. */
function pageStartingWith(resumed: object) {
  const request = jest.fn(async (endpoint: unknown) => {
    if (endpoint === endpoints.resumeSession) return resumed;
    if (endpoint === endpoints.warnings) return [];
    if (endpoint === endpoints.checklist) return { total_points: 4, completed: [] };
    return token;
  });
  const api = { request } as unknown as PlatformApi;
  const session = createSessionService({
    tokens: createTokenKeeper(),
    bus: createBus(),
    webClient: { id: 'web', secret: 'secret' },
    api: () => api,
    fallbackTheme: DEFAULT_THEME,
  });
  const asked = () => request.mock.calls.map(([endpoint]) => endpoint);
  return { api, session, asked };
}

test('the header is first drawn from what came with the session resumed, without asking again', async () => {
  const { api, session, asked } = pageStartingWith({ ...token, me, header });
  await session.restore();
  expect(await askHeaderFirstAnswers(api, me, session.takeResumedHeader(me))).toEqual({ me, ...header });
  expect(asked()).toEqual([endpoints.resumeSession]);
});

test('those answers are taken once, and only for the person they came with', async () => {
  const { session } = pageStartingWith({ ...token, me, header });
  await session.restore();
  const someoneElse = { ...me, current: { ...me.current, id: 2 } } as Me;
  // Signed in again as another account in the same page: the header asks for its own.
  expect(session.takeResumedHeader(someoneElse)).toBeUndefined();
  expect(session.takeResumedHeader(me)).toBeUndefined();
});

test('a resumption that came without them leaves the header to ask', async () => {
  const { api, session, asked } = pageStartingWith({ ...token, me });
  await session.restore();
  const first = await askHeaderFirstAnswers(api, me, session.takeResumedHeader(me));
  expect(first.warnings).toEqual([]);
  expect(asked()).toContain(endpoints.warnings);
});
