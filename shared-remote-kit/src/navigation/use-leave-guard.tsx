import { messages } from '@coachforge/contracts';
import { ConfirmDialog } from '@coachforge/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** What single-spa hands to `single-spa:before-routing-event` listeners (single-spa 6). */
interface RoutingEventDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean | Promise<boolean>) => void;
}

const pathOf = (url: string | undefined) => (url ? new URL(url, window.location.href).pathname : null);

export interface LeaveGuard {
  /** The question asked before leaving; render it once in the editor. */
  dialog: ReactNode;
  /** The next navigation leaves without asking: after a save, or after the editor's own Discard. */
  allowLeaving: () => void;
}

/**
 * Asks before an editor with unsaved changes is left, so what someone typed is never lost silently:
 * closing or reloading the tab (the browser's own question) and every navigation of the platform — the
 * header, another remote, `navigate`, Back and Forward — which all pass single-spa's routing event, where a
 * navigation can be held until the person answers. A change of the query alone (a week, a tab of the same
 * page) is not leaving.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    allowed.current = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    const beforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingEventDetail | undefined>).detail;
      if (allowed.current || !detail?.cancelNavigation) return;
      if (pathOf(detail.oldUrl) === pathOf(detail.newUrl)) return;
      detail.cancelNavigation(
        new Promise<boolean>((resolve) => {
          setAnswer(() => (leave: boolean) => {
            setAnswer(null);
            if (leave) allowed.current = true;
            resolve(!leave);
          });
        }),
      );
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('single-spa:before-routing-event', beforeRouting);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('single-spa:before-routing-event', beforeRouting);
    };
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  const copy = messages.ui.leaveUnsaved;
  const dialog = (
    <ConfirmDialog
      isOpen={answer !== null}
      title={copy.title}
      confirmLabel={copy.leave}
      cancelLabel={copy.stay}
      tone="danger"
      testId="leave-guard"
      onCancel={() => answer?.(false)}
      onConfirm={() => answer?.(true)}
    >
      {copy.body}
    </ConfirmDialog>
  );
  return { dialog, allowLeaving };
}
