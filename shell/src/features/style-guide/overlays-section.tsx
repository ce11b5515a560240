import { Button, ConfirmDialog, Dialog, PopoverPanel, SideModal, TextField, Tooltip } from '@coachforge/ui';
import { useState } from 'react';
import { MultipleTabsPrompt } from '../global-modals';
import { GuideSection, Specimen, State, States } from './specimen';

/** Dialogs, the side modal, the confirm dialog and tooltips, each opened from a button. */
export function OverlaysSection() {
  const [dialog, setDialog] = useState(false);
  const [side, setSide] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [answer, setAnswer] = useState('not asked yet');
  const [tabs, setTabs] = useState(false);
  return (
    <GuideSection title="Overlays">
      <Specimen name="Dialog, side modal and confirm dialog">
        <States>
          <State name="Dialog">
            <Button type="button" data-testid="style-guide-open-dialog" onClick={() => setDialog(true)}>
              Open dialog
            </Button>
          </State>
          <State name="Side modal">
            <Button type="button" $variant="secondary" onClick={() => setSide(true)}>
              Open side modal
            </Button>
          </State>
          <State name="Confirm dialog">
            <Button type="button" $variant="danger" onClick={() => setConfirm(true)}>
              Delete program
            </Button>
            <p role="status">Answer: {answer}</p>
          </State>
        </States>
        <Dialog
          isOpen={dialog}
          onClose={() => setDialog(false)}
          title="Invite a coach"
          testId="style-guide-dialog"
          actions={
            <>
              <Button type="button" $variant="secondary" onClick={() => setDialog(false)}>
                Cancel
              </Button>
              <Button type="button" onClick={() => setDialog(false)}>
                Send invitation
              </Button>
            </>
          }
        >
          <TextField label="Coach's email" type="email" />
        </Dialog>
        <SideModal isOpen={side} onClose={() => setSide(false)} title="Media library">
          <p>The side modal takes the page&apos;s height and slides in from the right.</p>
        </SideModal>
        <ConfirmDialog
          isOpen={confirm}
          title="Delete program?"
          confirmLabel="Delete"
          tone="danger"
          onCancel={() => {
            setConfirm(false);
            setAnswer('cancelled');
          }}
          onConfirm={() => {
            setConfirm(false);
            setAnswer('deleted');
          }}
        >
          Clients lose access to it at once.
        </ConfirmDialog>
      </Specimen>
      <Specimen name="Popover panel and prompts">
        <States>
          <State name="Popover panel (a sheet under 797.98 px)">
            <PopoverPanel label="Get Started 2/4" title="Get Started" sheetOnMobile>
              {(close) => (
                <ul>
                  <li>✓ Sign up</li>
                  <li>✓ Watch the video tour</li>
                  <li>○ Publish your first program</li>
                  <li>
                    <Button type="button" $variant="link" onClick={close}>
                      Close
                    </Button>
                  </li>
                </ul>
              )}
            </PopoverPanel>
          </State>
          <State name="Multiple tabs (must be answered)">
            <Button type="button" $variant="secondary" onClick={() => setTabs(true)}>
              Show the multiple-tabs prompt
            </Button>
          </State>
        </States>
        {/* Here its answers only close it: the real one reloads or closes the tab. */}
        <MultipleTabsPrompt open={tabs} reload={() => setTabs(false)} closeTab={() => setTabs(false)} />
      </Specimen>
      <Specimen name="Tooltip">
        <Tooltip content="You have been removed from the program by the coach and cannot access it.">
          <Button type="button" aria-disabled="true">
            Start
          </Button>
        </Tooltip>
      </Specimen>
    </GuideSection>
  );
}
