import {
  accountAccessOf,
  endpoints,
  routePath,
  accountRules,
  matchRoute,
  routeGate,
  messages,
  MOBILE_MAX_WIDTH_PX,
  type PlatformApi,
  type PlatformBus,
  type PlatformSession,
  type ReleaseNote,
} from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import type { AccountWatch } from '../account-switching';
import { Dialog, useObservable } from '../header';
import { useSessionState } from '../session';
import type { ReleaseNotes } from '../release-notes';

const Banner = styled.div`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 30;
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  background: ${({ theme }) => theme.colors.warning};
  color: #22242f;
`;

/** A modal dialog that is open exactly while `open` is true (the browser handles focus and Escape). */
function Modal({
  open,
  title,
  testId,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  onClose?: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <Dialog
      ref={dialog}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      onCancel={(event) => {
        if (!onClose) event.preventDefault();
      }}
      onClose={onClose}
    >
      <h2 id={`${testId}-title`}>{title}</h2>
      {children}
    </Dialog>
  );
}

const Popup = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space(6)};
  bottom: ${({ theme }) => theme.space(6)};
  z-index: 25;
  width: min(380px, 92vw);
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 32px rgb(0 0 0 / 18%);
  h2 {
    margin-top: 0;
  }
  menu {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: flex-end;
    padding: 0;
  }
`;

/**
 * The popup of an unread release note. It does not block the page: news should not stand between a
 * coach and their work. Escape or Close dismisses it and marks it read.
 */
function ReleaseNotePopup({ releaseNotes }: { releaseNotes: ReleaseNotes }) {
  const note: ReleaseNote | null = useObservable(releaseNotes.popup$, null);
  const close = () => note && void releaseNotes.close(note).catch(() => undefined);
  if (!note) return null;
  return (
    <Popup
      role="dialog"
      aria-modal="false"
      aria-labelledby="release-note-title"
      data-testid="release-note-popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <h2 id="release-note-title">{note.title}</h2>
      {note && (
        <>
          <p>{note.release_date}</p>
          {/* The API builds this HTML from escaped plain text (see api release-note-service). */}
          <div dangerouslySetInnerHTML={{ __html: note.body }} />
          <menu>
            {note.cta_name && note.cta_url && (
              <Button as="a" href={note.cta_url} $variant="secondary">
                {note.cta_name}
              </Button>
            )}
            <Button type="button" onClick={close}>
              {messages.releaseNotes.close}
            </Button>
          </menu>
        </>
      )}
    </Popup>
  );
}

function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

const DESKTOP_POPUP = 'works_better_on_desktop';

function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return pathname;
}

/** On a small screen, a desktop-first page says so, until the person asks not to be told again. */
function WorksBetterOnDesktop({ api, session }: { api: PlatformApi; session: PlatformSession }) {
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
    <Modal
      open={open}
      title={messages.frame.desktopTitle}
      testId="desktop-prompt"
      onClose={() => close(false)}
    >
      <p>{messages.frame.desktopBody}</p>
      <menu>
        <Button type="button" $variant="secondary" onClick={() => close(true)}>
          {messages.frame.dontShowAgain}
        </Button>
        <Button type="button" onClick={() => close(false)}>
          {messages.frame.gotIt}
        </Button>
      </menu>
    </Modal>
  );
}

/**
 * A non-owner member of a blocked business cannot pay for it: on the upgrade page they are told to ask
 * the owner (spec 01 section 4), and Got It! takes them to their accounts.
 */
function RestrictedPopup({ session }: { session: PlatformSession }) {
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
    <Modal
      open={open}
      title={messages.frame.restrictedTitle}
      testId="restricted-popup"
      onClose={() => setDismissed(true)}
    >
      <p>{messages.frame.restrictedBody}</p>
      <menu>
        <Button type="button" onClick={gotIt}>
          {messages.frame.gotItRestricted}
        </Button>
      </menu>
    </Modal>
  );
}

/**
 * The page-wide prompts of spec 01 sections 2.7 and 8: account switched in another tab, a release note,
 * the update prompt on base.deprecated and the offline banner.
 */
export function GlobalModals({
  api,
  session,
  bus,
  accountWatch,
  releaseNotes,
}: {
  api: PlatformApi;
  session: PlatformSession;
  bus: PlatformBus;
  accountWatch: AccountWatch;
  releaseNotes: ReleaseNotes;
}) {
  const switched = useObservable(accountWatch.prompt$, false);
  const otherIdentity = useObservable(accountWatch.otherIdentity$, false);
  const online = useOnline();
  const [deprecated, setDeprecated] = useState(false);
  useEffect(() => {
    const subscription = bus.on('api.deprecated').subscribe(() => setDeprecated(true));
    return () => subscription.unsubscribe();
  }, [bus]);
  const reload = () => window.location.reload();

  return (
    <>
      {!online && (
        <Banner role="status" data-testid="offline-banner">
          {messages.frame.offline}
        </Banner>
      )}
      <Modal open={otherIdentity} title={messages.frame.multipleTabsTitle} testId="multiple-tabs-modal">
        <p>{messages.frame.multipleTabsBody}</p>
        <menu>
          <Button type="button" onClick={reload}>
            {messages.accounts.reload}
          </Button>
        </menu>
      </Modal>
      <Modal
        open={switched && !otherIdentity}
        title={messages.accounts.switchTitle}
        testId="account-switched-prompt"
      >
        <p>{messages.accounts.switchedElsewhere}</p>
        <menu>
          <Button type="button" onClick={reload}>
            {messages.accounts.reload}
          </Button>
        </menu>
      </Modal>
      <Modal open={deprecated && !switched} title={messages.frame.updateTitle} testId="update-prompt">
        <p>{messages.frame.updateBody}</p>
        <menu>
          <Button type="button" onClick={reload}>
            {messages.accounts.reload}
          </Button>
        </menu>
      </Modal>
      {!switched && !deprecated && <ReleaseNotePopup releaseNotes={releaseNotes} />}
      {!switched && !deprecated && <WorksBetterOnDesktop api={api} session={session} />}
      <RestrictedPopup session={session} />
    </>
  );
}
