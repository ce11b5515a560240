import type { PlatformBus, SessionState } from '@coachforge/contracts';
import { BehaviorSubject, type Observable } from 'rxjs';

/** Which account this browser last opened, per identity: `<private id>:<current id>`. Not a secret. */
export const ACCOUNT_IN_USE_KEY = 'coachforge.accountInUse';

export interface AccountWatchDeps {
  bus: PlatformBus;
  session: { state$: Observable<SessionState>; current(): SessionState; isSwitching(): boolean };
  storage?: Storage;
  target?: Window;
}

/**
 * Notices that another tab switched this identity to another account (spec 01 section 4): by the
 * realtime `switched` event, and, for a tab whose socket was down, by comparing the account this tab
 * shows with the one last opened when the tab gets focus again. Either way the tab asks to reload.
 */
export function watchAccountSwitches({
  bus,
  session,
  storage = localStorage,
  target = window,
}: AccountWatchDeps) {
  const prompt = new BehaviorSubject(false);
  /** Another tab signed in as someone else: this tab's session belongs to nobody any more. */
  const otherIdentity = new BehaviorSubject(false);
  const shown = () => {
    const state = session.current();
    return state.status === 'signed-in' ? state.me : null;
  };

  // Written when this tab opens an account, not on every session update: a tab left behind must not
  // overwrite what a newer tab recorded.
  let recorded: string | null = null;
  session.state$.subscribe((state) => {
    if (state.status !== 'signed-in') return;
    const inUse = `${state.me.private.id}:${state.me.current.id}`;
    if (inUse === recorded) return;
    recorded = inUse;
    storage.setItem(ACCOUNT_IN_USE_KEY, inUse);
  });

  bus.on('account.switched').subscribe((event) => {
    const me = shown();
    if (me && !session.isSwitching() && event.accountId !== me.current.id) prompt.next(true);
  });

  const compare = () => {
    const me = shown();
    if (!me || session.isSwitching()) return;
    const [privateId, currentId] = (storage.getItem(ACCOUNT_IN_USE_KEY) ?? '').split(':').map(Number);
    if (!privateId) return;
    if (privateId !== me.private.id) otherIdentity.next(true);
    else if (currentId !== me.current.id) prompt.next(true);
  };
  target.addEventListener('focus', compare);
  // Another tab's sign-in shows at once, not only on focus: the shared cookie now belongs to someone else.
  target.addEventListener('storage', (event) => {
    if (event.key === ACCOUNT_IN_USE_KEY) {
      const me = shown();
      const privateId = Number((event.newValue ?? '').split(':')[0]);
      if (me && privateId && privateId !== me.private.id) otherIdentity.next(true);
    }
  });

  return { prompt$: prompt.asObservable(), otherIdentity$: otherIdentity.asObservable() };
}

export type AccountWatch = ReturnType<typeof watchAccountSwitches>;
