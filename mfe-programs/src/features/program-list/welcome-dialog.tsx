import { Button, Dialog } from '@coachforge/ui';
import { copy } from '../program-data';

/** active/ready: the list with a welcome once a program is published (spec 02 section 2). */
export function WelcomeDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={copy.list.welcomeTitle}
      testId="programs-welcome"
      actions={
        <Button type="button" onClick={onClose}>
          {copy.list.welcomeDone}
        </Button>
      }
    >
      <p>{copy.list.welcomeBody}</p>
    </Dialog>
  );
}
