import { messages } from '@coachforge/contracts';
import { ConfirmDialog } from '@coachforge/ui';
import { navigateToUrl } from 'single-spa';
import type { SessionService } from '../session';

/** Log out? Signing out ends every account of this login (spec 01 section 2.7), then goes home. */
export function LogOutDialog({
  session,
  isOpen,
  onClose,
}: {
  session: SessionService;
  isOpen: boolean;
  onClose: () => void;
}) {
  const signOut = async () => {
    try {
      await session.signOut();
    } finally {
      onClose();
      navigateToUrl('/');
    }
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={`${messages.menu.logOut}?`}
      confirmLabel={messages.menu.logOut}
      cancelLabel={messages.accounts.cancel}
      onConfirm={signOut}
      onCancel={onClose}
      testId="log-out-dialog"
    >
      <p>{messages.auth.logoutAllAccounts}</p>
    </ConfirmDialog>
  );
}
