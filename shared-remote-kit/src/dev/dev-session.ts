import {
  DEFAULT_THEME,
  endpoints,
  type AccessTokenResponse,
  type Me,
  type PlatformApi,
  type PlatformSession,
  type SessionState,
} from '@coachforge/contracts';
import { BehaviorSubject } from 'rxjs';

export interface DevClient {
  id: string;
  secret: string;
}

/**
 * The session of the dev host: signs in, up and out against the running API with the first-party web
 * client's credentials, and restores an earlier sign-in from the refresh cookie. Tokens are renewed by
 * reloading the page (the shell renews them silently; the dev host need not).
 */
export function createDevSession(api: PlatformApi, client: DevClient) {
  const state = new BehaviorSubject<SessionState>({ status: 'loading' });
  let accessToken: string | null = null;
  const keep = (answer: AccessTokenResponse) => (accessToken = answer.access_token);
  const loadMe = async (): Promise<Me> => {
    const me = await api.request(endpoints.me);
    state.next({ status: 'signed-in', me });
    return me;
  };
  const becomeAnonymous = async () => {
    accessToken = null;
    const theme = await api.request(endpoints.themes).catch(() => DEFAULT_THEME);
    state.next({ status: 'anonymous', theme });
  };
  const credentials = { client_id: client.id, client_secret: client.secret };

  const session: PlatformSession & { restore(): Promise<void> } = {
    state$: state.asObservable(),
    current: () => state.value,
    async restore() {
      try {
        keep(await api.request(endpoints.refreshToken));
        await loadMe();
      } catch {
        await becomeAnonymous();
      }
    },
    async signIn(form) {
      keep(await api.request(endpoints.signIn, { body: { ...form, ...credentials } }));
      return loadMe();
    },
    async signUp(form, role) {
      keep(await api.request(endpoints.signUp, { body: { ...form, role, ...credentials } }));
      return loadMe();
    },
    async signOut() {
      await api.request(endpoints.signOut).catch(() => undefined);
      await becomeAnonymous();
    },
    reload: loadMe,
    // The dev host shows one remote: the switched account is loaded in place rather than a new page.
    async switchAccount(id) {
      keep(await api.request(endpoints.switchAccount, { body: { id } }));
      await loadMe();
    },
    async resetPassword(form, resetPasswordToken) {
      await api.request(endpoints.resetPassword, {
        body: { ...form, reset_password_token: resetPasswordToken, ...credentials },
      });
    },
  };
  return { session, accessToken: () => accessToken };
}
