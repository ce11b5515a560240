import {
  messages,
  type PlatformApi,
  type PlatformBus,
  type PlatformSession,
  type PlatformToasts,
} from '@coachforge/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AccountWatch } from '../account-switching';
import type { ReleaseNotes } from '../release-notes';
import { useSessionState } from '../session';
import { OfflineBanner } from './offline-banner';
import { ReloadPrompt } from './reload-prompt';

// Everything a signed-out visitor never meets stays out of the shell's entry (issue: the frame is small).
const AccountModals = lazy(() => import(/* webpackChunkName: "shell-account-modals" */ './account-modals'));

/**
 * The page-wide prompts: the offline banner and the new-version prompt for everyone, the signed-in
 * person's prompts (account-modals.tsx) once someone is signed in.
 */
export function GlobalModals({
  api,
  session,
  bus,
  accountWatch,
  releaseNotes,
  toasts,
}: {
  api: PlatformApi;
  session: PlatformSession;
  bus: PlatformBus;
  accountWatch: AccountWatch;
  releaseNotes: ReleaseNotes;
  toasts: PlatformToasts;
}) {
  const signedIn = useSessionState(session).status === 'signed-in';
  const [deprecated, setDeprecated] = useState(false);
  useEffect(() => {
    const subscription = bus.on('api.deprecated').subscribe(() => setDeprecated(true));
    return () => subscription.unsubscribe();
  }, [bus]);

  return (
    <>
      <OfflineBanner />
      {signedIn ? (
        <Suspense fallback={null}>
          <AccountModals
            api={api}
            session={session}
            bus={bus}
            accountWatch={accountWatch}
            releaseNotes={releaseNotes}
            toasts={toasts}
            deprecated={deprecated}
          />
        </Suspense>
      ) : (
        <ReloadPrompt
          open={deprecated}
          title={messages.frame.updateTitle}
          body={messages.frame.updateBody}
          testId="update-prompt"
        />
      )}
    </>
  );
}
