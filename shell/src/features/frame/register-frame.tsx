import {
  isAnonymousOnlyPath,
  matchRoute,
  routeGate,
  SESSION_COOKIE_MARK,
  type PlatformApi,
  type PlatformBus,
  type PlatformSession,
  type RemoteEntry,
} from '@coachforge/contracts';
import { holdLazyParts, transitionRoots } from '@coachforge/ui';
import type { ComponentType } from 'react';
import * as React from 'react';
import { registerApplication, triggerAppChange } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { Routing } from '../routing';
import { ToastHost, type ToastService } from '../toasts';
import { FrameProviders } from './frame-providers';
import type { AccountWatch } from '../account-switching';
import { createCookieConsentStore, CookieSettingsDialog, type CookieConsentStore } from '../cookie-consent';
import { GlobalModals } from '../global-modals';
import { forgetDrawnHeaders, HEADER_PENDING_ATTRIBUTE, keepHeaderCopy } from '../drawn-header';
import { askHeaderFirstAnswers, type HeaderFirstAnswers } from '../header-answers';
import { isLegalRoute, LegalLinks, loadLegalPage } from '../legal';
import { loadReleaseNotesPage, type ReleaseNotes } from '../release-notes';
import type { SessionService } from '../session';
import { NotFoundPage } from './not-found-page';
import { PlaceholderPage } from './placeholder-page';
import { themeOf, useSessionState } from '../session';

/**
 * A React root owned by the shell, mounted by single-spa into its own element; drawn once `drawnAfter`
 * has settled (the page's main area shown, for the parts a signed-in page does not need before its
 * header, decision 0272).
 */
function frameApplication<P extends object>(
  Component: ComponentType<P>,
  props: P,
  elementId: string,
  drawnAfter: Promise<void> = Promise.resolve(),
) {
  const element = () => document.getElementById(elementId)!;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionRoots,
    rootComponent: () => <Component {...props} />,
    domElementGetter: element,
    errorBoundary: () => <p role="alert">This part of the page failed. Reload to try again.</p>,
  });
  return {
    ...lifecycles,
    mount: async (mountProps: Parameters<typeof lifecycles.mount>[0]) => {
      await drawnAfter;
      return lifecycles.mount(mountProps);
    },
  };
}

/**
 * The same, its component fetched the first time single-spa mounts it: the shell's own pages and the
 * signed-in header stay out of the entry every visitor downloads. `onSettled` is told once it is on the
 * page or could not be (its code did not come, or it failed to mount).
 */
function lazyFrameApplication(
  load: () => Promise<ComponentType>,
  elementId: string,
  onSettled: () => void = () => undefined,
) {
  return async () => {
    try {
      const lifecycles = frameApplication(await load(), {}, elementId);
      return {
        ...lifecycles,
        mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
          try {
            await lifecycles.mount(props);
          } finally {
            onSettled();
          }
        },
      };
    } catch (error) {
      onSettled();
      throw error;
    }
  };
}

/** The longest the main area waits for the header: past it, the page shows without (and may then move). */
const HEADER_WAIT_MS = 3000;

/**
 * A signed-in page opened cold drew its main area before the header's code arrived, and then the whole
 * page jumped down by the header's height (a layout shift of 0.3, measured on the coach's programs list
 * on a phone). Until the header is on the page, the main area is not shown, and a remote's page is not
 * drawn into it (decision 0271). The header's files are fetched beside the remote's, so in practice the
 * page waits for little; a header that cannot come is waited for no longer than HEADER_WAIT_MS. Returns
 * what lets the page show, and when it is shown.
 */
function holdMainForHeader(): { show: () => void; shown: Promise<void> } {
  const root = document.documentElement;
  root.setAttribute(HEADER_PENDING_ATTRIBUTE, '');
  let show!: () => void;
  const shown = new Promise<void>((resolve) => {
    show = () => {
      clearTimeout(limit);
      root.removeAttribute(HEADER_PENDING_ATTRIBUTE);
      resolve();
    };
  });
  const limit = setTimeout(show, HEADER_WAIT_MS);
  return { show, shown };
}

function RoleLegalLinks({
  session,
  cookieConsent,
}: {
  session: PlatformSession;
  cookieConsent: CookieConsentStore;
}) {
  const state = useSessionState(session);
  return (
    <LegalLinks
      role={state.status === 'signed-in' ? state.me.current.role : null}
      onCookieSettings={cookieConsent.openSettings}
    />
  );
}

function Themed({ session, children }: { session: PlatformSession; children: React.ReactNode }) {
  return <FrameProviders theme={themeOf(useSessionState(session))}>{children}</FrameProviders>;
}

const pageArea = (id: string) => {
  const area = document.createElement('div');
  area.id = id;
  document.getElementById('cf-main')!.appendChild(area);
  return id;
};

/**
 * The header's code. Its popover panels (checklist, My Feed) and menus are not waited for: their buttons
 * are drawn as they will look, and their code (React Aria's overlays, about 45 KB compressed) is fetched
 * once the header is on the page (decision 0272).
 */
const askHeaderFiles = () => import(/* webpackChunkName: "shell-header" */ '../header');
let headerFiles: ReturnType<typeof askHeaderFiles> | null = null;

/** Asked for once, by whoever needs them first. */
function loadHeaderFiles() {
  headerFiles ??= askHeaderFiles();
  return headerFiles;
}

/**
 * Starts the header's files downloading when the web server saw a session's cookie with this page
 * (SESSION_COOKIE_MARK on <html>, deploy/src/session-cookie.ts), beside the session's own calls instead
 * of after them: the header is then drawn as soon as the session and its answers are in. Only a head start:
 * a failure here is met again, and shown, when the header is drawn.
 */
export function preloadHeaderForSession(): void {
  if (!document.documentElement.hasAttribute(SESSION_COOKIE_MARK)) return;
  if (isAnonymousOnlyPath(window.location.pathname)) return;
  loadHeaderFiles().catch(() => {
    headerFiles = null;
  });
}

export interface FrameDeps {
  session: SessionService;
  api: PlatformApi;
  bus: PlatformBus;
  releaseNotes: ReleaseNotes;
  accountWatch: AccountWatch;
  toasts: ToastService;
  routing: Routing;
  remotes: RemoteEntry[];
}

/**
 * The parts of the page the shell owns: header, toasts, the 404 page, the style guide and placeholders.
 * Answers when the main area is shown: a signed-in page shows it once the header is drawn, and until then
 * draws nothing else of its own (the modals, toasts and footer wait for it too, decision 0272).
 */
export function registerFrame({
  session,
  api,
  bus,
  releaseNotes,
  accountWatch,
  toasts,
  routing,
  remotes,
}: FrameDeps): { mainShown: Promise<void> } {
  // One consent per page: the header's support chat, the footer's link and the settings dialog share it.
  const cookieConsent = createCookieConsentStore();
  const ownedByRemote = (pathname: string) =>
    remotes.some((remote) => remote.activeWhen.some((prefix) => pathname.startsWith(prefix)));

  const signedIn = () => session.current().status === 'signed-in';
  const { show: showMain, shown: mainShown } = signedIn()
    ? holdMainForHeader()
    : { show: () => undefined, shown: Promise.resolve() };
  // The header's menus and panels, drawn as their buttons until then, are fetched once it is on the page.
  holdLazyParts(mainShown);
  /** What the header was first drawn from, kept with a copy of it for the next cold page (decision 0274). */
  let firstDraw: HeaderFirstAnswers | undefined;
  const headerDrawn = () => {
    showMain();
    const container = document.getElementById('cf-header');
    // Only the page's first draw: a later one (signed out and in again) is drawn from other answers.
    if (firstDraw && container) keepHeaderCopy(container, firstDraw);
    firstDraw = undefined;
  };
  registerApplication({
    name: 'shell-header',
    app: lazyFrameApplication(
      async () => {
        // With what it shows from the API, so it is drawn whole once (features/header-answers).
        const state = session.current();
        const [header, first] = await Promise.all([
          loadHeaderFiles(),
          state.status === 'signed-in'
            ? askHeaderFirstAnswers(api, state.me, session.takeResumedHeader(state.me))
            : undefined,
        ]);
        const { Header } = header;
        firstDraw = first;
        return () => (
          <Themed session={session}>
            <Header
              session={session}
              api={api}
              releaseNotes={releaseNotes}
              bus={bus}
              toast={toasts}
              cookieConsent={cookieConsent}
              first={first}
            />
          </Themed>
        );
      },
      'cf-header',
      headerDrawn,
    ),
    // Signed-out pages have no header: its code is fetched when someone signs in.
    activeWhen: signedIn,
  });
  // Signing in or out does not always change the URL: single-spa looks at activeWhen again.
  let wasSignedIn = signedIn();
  session.state$.subscribe(() => {
    if (signedIn() === wasSignedIn) return;
    wasSignedIn = signedIn();
    if (!wasSignedIn) {
      showMain();
      // Nothing of the person stays in the browser once they are out.
      forgetDrawnHeaders();
    }
    void triggerAppChange();
  });
  const modals = document.createElement('div');
  modals.id = 'cf-modals';
  document.body.appendChild(modals);
  registerApplication({
    name: 'shell-modals',
    app: frameApplication(
      () => (
        <Themed session={session}>
          <GlobalModals
            api={api}
            session={session}
            bus={bus}
            accountWatch={accountWatch}
            releaseNotes={releaseNotes}
            toasts={toasts}
          />
          <CookieSettingsDialog store={cookieConsent} toasts={toasts} />
        </Themed>
      ),
      {},
      'cf-modals',
      mainShown,
    ),
    activeWhen: () => true,
  });
  registerApplication({
    name: 'shell-toasts',
    app: frameApplication(
      ({ service }: { service: ToastService }) => (
        <Themed session={session}>
          <ToastHost toasts={service} />
        </Themed>
      ),
      { service: toasts },
      'cf-toasts',
      mainShown,
    ),
    activeWhen: () => true,
  });
  registerApplication({
    name: 'shell-not-found',
    app: frameApplication(
      () => (
        <Themed session={session}>
          <NotFoundPage />
        </Themed>
      ),
      {},
      pageArea('cf-page-not-found'),
    ),
    activeWhen: (location) => location.pathname === '/404',
  });
  const legal = (pathname: string) => {
    const route = matchRoute(pathname)?.name;
    return route !== undefined && isLegalRoute(route);
  };
  registerApplication({
    name: 'shell-legal-page',
    app: lazyFrameApplication(async () => {
      const { LegalPage } = await loadLegalPage();
      return () => (
        <Themed session={session}>
          <LegalPage />
        </Themed>
      );
    }, pageArea('cf-page-legal')),
    activeWhen: (location) => legal(location.pathname),
  });
  const releaseNotesPage = (pathname: string) => matchRoute(pathname)?.name === 'release-notes';
  registerApplication({
    name: 'shell-release-notes',
    app: lazyFrameApplication(async () => {
      const { ReleaseNotesPage } = await loadReleaseNotesPage();
      return () => (
        <Themed session={session}>
          <ReleaseNotesPage api={api} session={session} releaseNotes={releaseNotes} />
        </Themed>
      );
    }, pageArea('cf-page-release-notes')),
    activeWhen: (location) => releaseNotesPage(location.pathname),
  });
  const styleGuide = (pathname: string) => matchRoute(pathname)?.name === 'style_guide';
  registerApplication({
    name: 'shell-style-guide',
    // Loaded on first visit only: the guide holds every component, the shell's main bundle does not.
    app: lazyFrameApplication(async () => {
      const { StyleGuidePage } = await import(/* webpackChunkName: "style-guide" */ '../style-guide');
      return () => (
        <Themed session={session}>
          <StyleGuidePage />
        </Themed>
      );
    }, pageArea('cf-page-style-guide')),
    activeWhen: (location) => styleGuide(location.pathname),
  });
  const footer = document.createElement('div');
  footer.id = 'cf-footer';
  document.body.appendChild(footer);
  registerApplication({
    name: 'shell-footer',
    app: frameApplication(
      () => (
        <Themed session={session}>
          <RoleLegalLinks session={session} cookieConsent={cookieConsent} />
        </Themed>
      ),
      {},
      'cf-footer',
      mainShown,
    ),
    // Full-height pages (calendars) go without it; the route table says which.
    activeWhen: (location) => {
      const route = matchRoute(location.pathname)?.name;
      return route === undefined || routeGate(route).hidesFooter !== true;
    },
  });
  registerApplication({
    name: 'shell-placeholder',
    app: frameApplication(
      () => (
        <Themed session={session}>
          <PlaceholderPage />
        </Themed>
      ),
      {},
      pageArea('cf-page-placeholder'),
    ),
    activeWhen: (location) =>
      location.pathname !== '/404' &&
      !legal(location.pathname) &&
      !styleGuide(location.pathname) &&
      !releaseNotesPage(location.pathname) &&
      !ownedByRemote(location.pathname) &&
      matchRoute(location.pathname) !== null &&
      routing.isAllowed(location),
  });
  return { mainShown };
}

export { pageArea };
