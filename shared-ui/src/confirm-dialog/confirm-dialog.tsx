import { messages } from '@coachforge/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the confirm button shows it is busy until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  /** `danger` for actions that destroy something. */
  tone?: 'primary' | 'danger';
  testId?: string;
}

/**
 * Asks before an action. Focus starts on Cancel, so a stray Enter does nothing harmful; Escape cancels.
 * While the action runs, the confirm button is busy and a second press does nothing.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel = messages.ui.confirm,
  cancelLabel = messages.ui.cancel,
  onConfirm,
  onCancel,
  tone = 'primary',
  testId,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={busy ? undefined : onCancel}
      isDismissable={!busy}
      title={title}
      role="alertdialog"
      testId={testId}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button type="button" $variant={tone} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
