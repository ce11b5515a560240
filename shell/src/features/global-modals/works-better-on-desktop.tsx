import {
  endpoints,
  matchRoute,
  messages,
  MOBILE_MAX_WIDTH_PX,
  routeGate,
  type PlatformApi,
  type PlatformSession,
} from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';
import { useState } from 'react';
import { usePathname } from '../header';
import { useSessionState } from '../session';

const DESKTOP_POPUP = 'works_better_on_desktop';

/** On a small screen, a desktop-first page says so, until the person asks not to be told again. */
export function WorksBetterOnDesktop({ api, session }: { api: PlatformApi; session: PlatformSession }) {
  const state = useSessionState(session);
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [neverAgain, setNeverAgain] = useState(false);
  const route = matchRoute(pathname)?.name;
  const stored = state.status === 'signed-in' && state.me.current.popup_storage.includes(DESKTOP_POPUP);
  const open =
    route !== undefined &&
    routeGate(route).desktopPreferred === true &&
    window.innerWidth <= MOBILE_MAX_WIDTH_PX &&
    !stored &&
    !neverAgain &&
    dismissed !== pathname;
  const close = (forever: boolean) => {
    setDismissed(pathname);
    if (!forever) return;
    setNeverAgain(true);
    void api
      .request(endpoints.popupStorage, { body: { popup_name: DESKTOP_POPUP }, quiet: true })
      .catch(() => undefined);
  };
  return (
    <Dialog
      isOpen={open}
      title={messages.frame.desktopTitle}
      testId="desktop-prompt"
      onClose={() => close(false)}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={() => close(true)}>
            {messages.frame.dontShowAgain}
          </Button>
          <Button type="button" onClick={() => close(false)}>
            {messages.frame.gotIt}
          </Button>
        </>
      }
    >
      <p>{messages.frame.desktopBody}</p>
    </Dialog>
  );
}
