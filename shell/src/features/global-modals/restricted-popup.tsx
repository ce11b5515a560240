import {
  accountAccessOf,
  accountRules,
  matchRoute,
  messages,
  routePath,
  type PlatformSession,
} from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { usePathname } from '../header';
import { useSessionState } from '../session';

/**
 * A non-owner member of a blocked business cannot pay for it: on the upgrade page they are told to ask
 * the owner (spec 01 section 4), and Got It! takes them to their accounts.
 */
export function RestrictedPopup({ session }: { session: PlatformSession }) {
  const state = useSessionState(session);
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);
  const member = state.status === 'signed-in' && accountAccessOf(state.me).businessMember;
  const open = member && matchRoute(pathname)?.name === accountRules.blockedPage.route && !dismissed;
  const gotIt = () => {
    setDismissed(true);
    navigateToUrl(routePath('coach_profile_my_accounts'));
  };
  return (
    <Dialog
      isOpen={open}
      title={messages.frame.restrictedTitle}
      testId="restricted-popup"
      onClose={() => setDismissed(true)}
      actions={
        <Button type="button" onClick={gotIt}>
          {messages.frame.gotItRestricted}
        </Button>
      }
    >
      <p>{messages.frame.restrictedBody}</p>
    </Dialog>
  );
}
