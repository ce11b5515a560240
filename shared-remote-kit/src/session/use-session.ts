import type { Me, SessionState, Theme } from '@coachforge/contracts';
import { useSyncExternalStore } from 'react';
import { usePlatform } from '../platform/platform-provider';

/** The shell's session state, kept current: a change on the session stream re-renders the caller. */
export function useSession(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(
    (onChange) => {
      const subscription = session.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => session.current(),
  );
}

/** The signed-in user, or null while loading or when nobody is signed in. */
export function useMe(): Me | null {
  const state = useSession();
  return state.status === 'signed-in' ? state.me : null;
}

/** The theme of the account in use (the platform's own theme for a visitor), or undefined while loading. */
export function themeOf(state: SessionState): Theme | undefined {
  if (state.status === 'signed-in') return state.me.theme;
  if (state.status === 'anonymous') return state.theme;
  return undefined;
}
