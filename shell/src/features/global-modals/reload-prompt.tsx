import { messages } from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';

/**
 * A prompt whose only answer is Reload: the page no longer matches the session or the server (the
 * account switched elsewhere, a new version). Escape does not dismiss it. Another login in another tab
 * may also be closed: MultipleTabsPrompt.
 */
export function ReloadPrompt({
  open,
  title,
  body,
  testId,
}: {
  open: boolean;
  title: string;
  body: string;
  testId: string;
}) {
  return (
    <Dialog
      isOpen={open}
      isDismissable={false}
      title={title}
      testId={testId}
      actions={
        <Button type="button" onClick={() => window.location.reload()}>
          {messages.accounts.reload}
        </Button>
      }
    >
      <p>{body}</p>
    </Dialog>
  );
}
