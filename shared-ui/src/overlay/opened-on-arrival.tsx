import { useContext, useLayoutEffect, type RefObject } from 'react';
import { OverlayTriggerStateContext, RootMenuTriggerStateContext } from 'react-aria-components';
import type { ArrivalProps } from './trigger-stand-in';

/**
 * Drawn inside a real menu or panel trigger (dropdown-menu.tsx, popover-panel.tsx): pressed before its
 * code came, the trigger is opened once its button is on the page and focused, so a menu's arrows work at
 * once and closing either returns the focus to the button, as after any press. It lives apart from
 * trigger-stand-in.tsx because it brings React Aria, which the stand-in must not.
 */
export function OpenedOnArrival({
  beforeArrival,
  trigger,
  opens,
}: Pick<ArrivalProps, 'beforeArrival'> & {
  trigger: RefObject<HTMLButtonElement | null>;
  opens: 'menu' | 'dialog';
}) {
  const menu = useContext(RootMenuTriggerStateContext);
  const dialog = useContext(OverlayTriggerStateContext);
  const pressed = beforeArrival === 'pressed';
  useLayoutEffect(() => {
    if (!pressed) return;
    trigger.current?.focus();
    if (opens === 'menu') menu?.open('first');
    else dialog?.open();
    // Once, as the code arrives: the states' identities change as they open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pressed]);
  return null;
}
