import type { PlatformSession, SessionState, Theme } from '@coachforge/contracts';
import { useEffect, useState } from 'react';

export function useSessionState(session: PlatformSession): SessionState {
  const [state, setState] = useState(session.current());
  useEffect(() => {
    const subscription = session.state$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [session]);
  return state;
}

export function themeOf(state: SessionState): Theme | undefined {
  if (state.status === 'signed-in') return state.me.theme;
  if (state.status === 'anonymous') return state.theme;
  return undefined;
}
