import {
  messages,
  type PlatformApi,
  type PlatformBus,
  type PlatformSession,
  type PlatformToasts,
} from '@coachforge/contracts';
import type { AccountWatch } from '../account-switching';
import { useObservable } from '../header';
import type { ReleaseNotes } from '../release-notes';
import { AppIconDeclinedModal } from './app-icon-declined-modal';
import { MultipleTabsPrompt } from './multiple-tabs-prompt';
import { ProfileCompletionModal } from './profile-completion-modal';
import { ReleaseNotePopup } from './release-note-popup';
import { ReloadPrompt } from './reload-prompt';
import { RestrictedPopup } from './restricted-popup';
import { WorksBetterOnDesktop } from './works-better-on-desktop';

/**
 * The signed-in person's page-wide prompts of spec 01 sections 2.7 and 8, and which one wins: another
 * login in another tab over an account switched elsewhere over a new version; news and the desktop hint
 * wait for those. Loaded only once someone is signed in (the default export is for React.lazy).
 */
export default function AccountModals({
  api,
  session,
  bus,
  accountWatch,
  releaseNotes,
  toasts,
  deprecated,
}: {
  api: PlatformApi;
  session: PlatformSession;
  bus: PlatformBus;
  accountWatch: AccountWatch;
  releaseNotes: ReleaseNotes;
  toasts: PlatformToasts;
  /** The API said this page's version is no longer supported. */
  deprecated: boolean;
}) {
  const switched = useObservable(accountWatch.prompt$, false);
  const otherIdentity = useObservable(accountWatch.otherIdentity$, false);

  return (
    <>
      <MultipleTabsPrompt open={otherIdentity} />
      <ReloadPrompt
        open={switched && !otherIdentity}
        title={messages.accounts.switchTitle}
        body={messages.accounts.switchedElsewhere}
        testId="account-switched-prompt"
      />
      <ReloadPrompt
        open={deprecated && !switched}
        title={messages.frame.updateTitle}
        body={messages.frame.updateBody}
        testId="update-prompt"
      />
      {!switched && !deprecated && <ReleaseNotePopup releaseNotes={releaseNotes} />}
      {!switched && !deprecated && <WorksBetterOnDesktop api={api} session={session} />}
      {!switched && !deprecated && <ProfileCompletionModal api={api} session={session} toasts={toasts} />}
      <RestrictedPopup session={session} />
      {!switched && !deprecated && <AppIconDeclinedModal api={api} bus={bus} />}
    </>
  );
}
