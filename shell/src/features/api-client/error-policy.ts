import {
  flattenErrorMessages,
  messages,
  type ApiRequestError,
  type PlatformBus,
  type PlatformToasts,
  type RouteName,
} from '@coachforge/contracts';

export interface ErrorPolicyDeps {
  toast: PlatformToasts;
  bus: PlatformBus;
  navigate: (route: RouteName) => void;
  currentPath: () => string;
  /** Called when an authenticated call is refused: the session is over. */
  onSessionEnded: () => void;
}

/**
 * The spec's response table (spec 01 section 8), applied to every failed call that the caller did not
 * mark quiet. `authenticated` says whether the call needed a session: a 401 there means the session
 * ended; a 401 from sign-in means wrong credentials, and the server's own message is shown.
 */
export function createErrorPolicy(deps: ErrorPolicyDeps) {
  const error = (text: string) => deps.toast.show({ type: 'error', text });

  return function handle(failure: ApiRequestError, authenticated: boolean): void {
    if (failure.body?.base?.deprecated) {
      deps.bus.emit({ type: 'api.deprecated' });
      return;
    }
    // A sign-in refused on another account's address: the sign-in page shows its own notice (spec 01 §8).
    if (failure.body?.subdomain) return;
    switch (failure.status) {
      case 401:
        if (!authenticated) break;
        error(messages.http.unauthorized);
        deps.onSessionEnded();
        deps.navigate('onboarding-signin');
        return;
      case 404:
        error(messages.http.notFound);
        deps.navigate('not_found');
        return;
      case 403:
        error(messages.http.forbidden);
        deps.navigate('main');
        return;
      case 406:
        error(messages.http.blocked);
        deps.navigate('coach_blocked');
        return;
      case 418:
        if (deps.currentPath() !== '/coach/my_accounts') deps.navigate('coach_profile_my_accounts');
        return;
    }
    error(failure.body ? flattenErrorMessages(failure.body) : failure.message || messages.http.requestFailed);
  };
}

export type ErrorPolicy = ReturnType<typeof createErrorPolicy>;
