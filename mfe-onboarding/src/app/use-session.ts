import type { Me, SessionState } from '@coachforge/contracts';
import { useSyncExternalStore } from 'react';
import { usePlatform } from './platform';

/** The shell's session state, kept current in this remote's tree. */
export function useSessionState(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(
    (onChange) => {
      const subscription = session.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => session.current(),
  );
}

export function useMe(): Me | null {
  const state = useSessionState();
  return state.status === 'signed-in' ? state.me : null;
}
