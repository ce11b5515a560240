import {
  ApiRequestError,
  endpoints,
  type AccessTokenResponse,
  type HeaderAnswers,
  type Me,
  type PlatformApi,
  type PlatformBus,
  type PlatformSession,
  type ResumedSession,
  type SessionState,
  type Theme,
} from '@coachforge/contracts';
import { BehaviorSubject } from 'rxjs';
import type { TokenKeeper } from './token-keeper';

export interface SessionDeps {
  tokens: TokenKeeper;
  bus: PlatformBus;
  webClient: { id: string; secret: string };
  /** Set once the API client exists (the client needs the session to renew tokens, and vice versa). */
  api: () => PlatformApi;
  /** The platform look when even the theme call fails. */
  fallbackTheme: Theme;
}

/** Renew the access token this long before it expires, so calls rarely meet a 401. */
const RENEW_AHEAD_MS = 60_000;

/** The shell's session: the only code that touches credentials. Remotes see it as PlatformSession. */
export function createSessionService({ tokens, bus, webClient, api, fallbackTheme }: SessionDeps) {
  const state = new BehaviorSubject<SessionState>({ status: 'loading' });
  let renewal: Promise<ResumedSession | null> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  /** What the header first shows, as it came with the page's resumption (decision 0270), until taken. */
  let resumedHeader: { me: Me; header: HeaderAnswers } | null = null;

  function publish(next: SessionState) {
    state.next(next);
    bus.emit({ type: 'session.changed', me: next.status === 'signed-in' ? next.me : null });
  }

  function keep(answer: AccessTokenResponse) {
    tokens.set(answer);
    clearTimeout(renewTimer);
    renewTimer = setTimeout(() => void renew(), Math.max(answer.expires_in * 1000 - RENEW_AHEAD_MS, 5_000));
  }

  async function becomeAnonymous() {
    tokens.clear();
    clearTimeout(renewTimer);
    const theme = await api()
      .request(endpoints.themes, { quiet: true })
      .catch(() => fallbackTheme);
    publish({ status: 'anonymous', theme });
  }

  async function loadMe(): Promise<Me> {
    const me = await api().request(endpoints.me, { quiet: true });
    publish({ status: 'signed-in', me });
    return me;
  }

  /**
   * The session acts as an account the person was removed from (418): it moves to the first account they
   * still have, so they keep working instead of being signed out.
   */
  async function moveToAnAccountStillHeld(): Promise<boolean> {
    try {
      const [account] = await api().request(endpoints.accounts, { quiet: true });
      if (!account) return false;
      keep(await api().request(endpoints.switchAccount, { body: { id: account.id }, quiet: true }));
      await loadMe();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * One exchange of the refresh cookie at a time, however many calls met a 401 together. At a page's start
   * it is `resumeSession`, whose answer also says who is signed in (one round trip, not two).
   */
  function exchangeRefreshCookie(
    endpoint: typeof endpoints.refreshToken | typeof endpoints.resumeSession,
  ): Promise<ResumedSession | null> {
    renewal ??= api()
      .request(endpoint, { quiet: true })
      .then((answer: ResumedSession) => {
        keep(answer);
        return answer;
      })
      .catch(() => null)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  const renew = () => exchangeRefreshCookie(endpoints.refreshToken).then((answer) => answer !== null);

  let switching = false;

  const session: PlatformSession & {
    restore(): Promise<void>;
    renew(): Promise<boolean>;
    end(): void;
    switchAccount(id: number, target: string): Promise<void>;
    isSwitching(): boolean;
    refreshSubscription(): Promise<void>;
    takeResumedHeader(me: Me): HeaderAnswers | undefined;
  } = {
    state$: state.asObservable(),
    current: () => state.value,

    /** At startup: a refresh cookie from an earlier visit signs the person straight back in. */
    async restore() {
      const resumed = await exchangeRefreshCookie(endpoints.resumeSession);
      if (!resumed && !navigator.onLine) {
        // No network: the calendar's service worker may hold who was signed in (decision 0112). The page
        // opens as them to read what is stored; a token is asked for again once the network is back.
        try {
          await loadMe();
          window.addEventListener('online', () => void renew(), { once: true });
          return;
        } catch {
          // Nothing stored: the page opens signed out, as it would online.
        }
      }
      if (resumed) {
        try {
          // Without `me` (removed from the account, or a renewal already under way): users/me says where we stand.
          if (resumed.me) {
            if (resumed.header) resumedHeader = { me: resumed.me, header: resumed.header };
            publish({ status: 'signed-in', me: resumed.me });
          } else await loadMe();
          return;
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 418 && (await moveToAnAccountStillHeld()))
            return;
          if (!(error instanceof ApiRequestError) || error.status !== 0) tokens.clear();
        }
      }
      await becomeAnonymous();
    },

    renew,

    /**
     * The header's first answers that came with the page's resumption, once, and only for the very answer
     * of who is signed in they came with: after a switch or a new sign-in the header asks for its own.
     */
    takeResumedHeader(me) {
      const kept = resumedHeader?.me === me ? resumedHeader.header : undefined;
      resumedHeader = null;
      return kept;
    },

    /** The API refused the session (revoked elsewhere): forget it locally. */
    end() {
      void becomeAnonymous();
    },

    async signIn(form) {
      const answer = await api().request(endpoints.signIn, {
        body: { ...form, client_id: webClient.id, client_secret: webClient.secret },
      });
      keep(answer);
      return loadMe();
    },

    async signUp(form, role) {
      const answer = await api().request(endpoints.signUp, {
        body: { ...form, role, client_id: webClient.id, client_secret: webClient.secret },
      });
      keep(answer);
      return loadMe();
    },

    reload: () => loadMe(),

    async resetPassword(form, resetPasswordToken) {
      await api().request(endpoints.resetPassword, {
        body: {
          ...form,
          reset_password_token: resetPasswordToken,
          client_id: webClient.id,
          client_secret: webClient.secret,
        },
        quiet: true,
      });
    },

    /**
     * PUT accounts/switch, then a fresh page in the target account: every remote's state belongs to the
     * old account. Remotes that keep something in the browser for the old account (saved program
     * filters, spec 03 section 7) hear `account.switching` first and forget it.
     */
    async switchAccount(id, target) {
      switching = true;
      try {
        keep(await api().request(endpoints.switchAccount, { body: { id } }));
      } catch (error) {
        switching = false;
        throw error;
      }
      const now = state.value;
      if (now.status === 'signed-in') {
        bus.emit({ type: 'account.switching', previousAccountId: now.me.current.id, nextAccountId: id });
      }
      window.location.assign(target);
    },

    /** This tab is the one switching: the realtime echo of its own switch is not news to it. */
    isSwitching: () => switching,

    async refreshSubscription() {
      const subscription = await api().request(endpoints.subscribe, { quiet: true });
      const now = state.value;
      if (now.status !== 'signed-in') return;
      publish({ status: 'signed-in', me: { ...now.me, current: { ...now.me.current, subscription } } });
    },

    async signOut() {
      try {
        await api().request(endpoints.signOut);
      } finally {
        await becomeAnonymous();
      }
    },
  };
  return session;
}

export type SessionService = ReturnType<typeof createSessionService>;
