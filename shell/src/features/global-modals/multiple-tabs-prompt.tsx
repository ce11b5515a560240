import { messages } from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';

/**
 * Closes this tab. Browsers let a script close only a tab a script opened (or one that never left
 * its first page); anywhere else the tab is emptied instead, so nothing of a session that now
 * belongs to nobody stays on screen.
 */
export function closeThisTab(target: Pick<Window, 'close' | 'closed' | 'location'> = window) {
  target.close();
  if (!target.closed) target.location.replace('about:blank');
}

/**
 * Another tab signed in as someone else (decision 0019): multiple tabs with different logins are
 * unsupported, so this tab asks to reload (and show that login) or close (spec 01 section 8). It
 * must be answered: no close button, Escape and the backdrop do nothing (decision 0056).
 */
export function MultipleTabsPrompt({
  open,
  reload = () => window.location.reload(),
  closeTab = closeThisTab,
}: {
  open: boolean;
  reload?: () => void;
  closeTab?: () => void;
}) {
  return (
    <Dialog
      isOpen={open}
      isDismissable={false}
      title={messages.frame.multipleTabsTitle}
      testId="multiple-tabs-modal"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={() => closeTab()}>
            {messages.frame.closeTab}
          </Button>
          <Button type="button" onClick={() => reload()}>
            {messages.accounts.reload}
          </Button>
        </>
      }
    >
      <p>{messages.frame.multipleTabsBody}</p>
    </Dialog>
  );
}
