/// <reference types="jest" />
import type {
  BusEvent,
  Endpoint,
  Me,
  PlatformContext,
  PlatformSession,
  RequestOptions,
  SessionState,
} from '@coachforge/contracts';
import { QueryClient } from '@tanstack/react-query';
import { BehaviorSubject, Subject, filter } from 'rxjs';

/** Answers the remote's API calls in a test; what it returns (or throws) is the API's answer. */
export type ApiAnswer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => unknown;

export interface PlatformDoubleOptions {
  /** The session at first: a signed-in user when `me` is given, otherwise still loading. */
  state?: SessionState;
  me?: Me;
  /**
   * Session calls the test supplies (signIn, signUp, …); the others are jest mocks. A `current` given
   * here is read once as the session at first (the session stream keeps its value, as the shell's does).
   */
  session?: Partial<PlatformSession>;
  /** Answers every API call; by default every call resolves with nothing. */
  request?: ApiAnswer;
  /** The path prefix the remote is mounted for (its router's basename). */
  basePath?: string;
}

export interface PlatformDouble {
  platform: PlatformContext;
  /** Every API call made, in order. */
  requests: Array<{ path: string; options: RequestOptions<unknown> }>;
  /** Every event put on the bus, by the remote or by `emit`. */
  emitted: BusEvent[];
  /** Puts an event on the page's bus, as the shell or another remote would. */
  emit(event: BusEvent): void;
  /** Changes the session, as the shell does after a sign-in, a switch or a theme change. */
  setSession(state: SessionState): void;
}

/**
 * A PlatformContext built on the contracts' own types, as the shell would hand it: a session stream the
 * test can drive, a real RxJS bus, an API client whose answers the test gives, jest mocks for the rest.
 * The shell's real services are exercised in its own tests and end to end in e2e/.
 */
export function createPlatformDouble({
  state,
  me,
  session = {},
  request = () => undefined,
  basePath = '/',
}: PlatformDoubleOptions = {}): PlatformDouble {
  const { current, ...sessionCalls } = session;
  const sessionState = new BehaviorSubject<SessionState>(
    state ?? current?.() ?? (me ? { status: 'signed-in', me } : { status: 'loading' }),
  );
  const bus = new Subject<BusEvent>();
  const emitted: BusEvent[] = [];
  bus.subscribe((event) => emitted.push(event));
  const requests: PlatformDouble['requests'] = [];
  const api = jest.fn(async (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown> = {}) => {
    requests.push({ path: endpoint.path, options });
    return request(endpoint, options);
  });
  const platform: PlatformContext = {
    session: {
      state$: sessionState.asObservable(),
      current: () => sessionState.value,
      signIn: jest.fn(),
      signUp: jest.fn(),
      signOut: jest.fn(),
      resetPassword: jest.fn(),
      reload: jest.fn(),
      switchAccount: jest.fn(),
      ...sessionCalls,
    },
    api: { request: api as PlatformContext['api']['request'] },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    bus: {
      emit: (event) => bus.next(event),
      on: (type) => bus.pipe(filter((event) => event.type === type)) as never,
    },
    navigate: jest.fn(),
    toast: { show: jest.fn() },
    openMediaLibrary: jest.fn(),
    openCardForm: jest.fn(),
    cable: { subscribe: jest.fn(() => Object.assign(() => undefined, { perform: jest.fn() })) },
    basePath,
  };
  return {
    platform,
    requests,
    emitted,
    emit: (event) => bus.next(event),
    setSession: (next) => sessionState.next(next),
  };
}
