import { routePath, type PlatformApi, type PlatformBus, type PlatformToasts } from '@coachforge/contracts';
import { RouterProvider } from '@coachforge/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import type { ReleaseNotes } from '../release-notes';
import { useSessionState, type SessionService } from '../session';
import type { CookieConsentStore } from '../cookie-consent';
import { AccountNavigation } from './account-navigation';
import type { HeaderFirstAnswers } from '../header-answers';
import { LogOutDialog } from './log-out-dialog';
import { MainNavigation } from './main-navigation';
import { SubscriptionWarningBar } from './subscription-warning-bar';
import { SystemWarningsBar } from './system-warnings-bar';
import { useObservable, usePathname } from './use-frame-state';

// Fetched the first time a coach opens it: most page views never do.
const SwitchAccountModal = lazy(async () => ({
  default: (await import(/* webpackChunkName: "shell-switch-account" */ './switch-account-modal'))
    .SwitchAccountModal,
}));

const Bar = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  /* On a phone the menus wrap onto more lines rather than run off the screen. */
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
    align-items: center;
  }
`;

const Logo = styled.a`
  font-weight: 800;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;
  margin-right: ${({ theme }) => theme.space(4)};
  /* A fixed box, so the navigation does not move aside when the logo's image arrives. */
  img {
    display: block;
    width: 160px;
    height: 36px;
    object-fit: contain;
    object-position: left center;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

/** Header of a signed-in person (spec 01 section 2.7, spec 03 section 2.3) and the bars under it. */
export function Header({
  session,
  api,
  releaseNotes,
  bus,
  toast,
  cookieConsent,
  first,
}: {
  session: SessionService;
  api: PlatformApi;
  releaseNotes: ReleaseNotes;
  bus: PlatformBus;
  toast: PlatformToasts;
  cookieConsent: CookieConsentStore;
  /** What the header shows from the API, asked for with its code (features/header-answers). */
  first?: HeaderFirstAnswers;
}) {
  const state = useSessionState(session);
  const pathname = usePathname();
  const unreadNotes = useObservable(releaseNotes.unread$, 0);
  const [loggingOut, setLoggingOut] = useState(false);
  const [switching, setSwitching] = useState(false);
  const refreshSubscription = useCallback(
    () => void session.refreshSubscription().catch(() => undefined),
    [session],
  );
  useEffect(() => setSwitching(false), [pathname]);
  if (state.status !== 'signed-in') return null;
  const { me } = state;
  const brandLogo = me.theme.logo?.logo ?? me.theme.logo?.original ?? null;

  return (
    // Menu links navigate inside the page, as single-spa's links do.
    <RouterProvider navigate={(path) => navigateToUrl(path)}>
      <Bar data-testid="platform-header">
        <Logo href="/" onClick={navigateToUrl}>
          {/* White label: the account's own logo in place of the platform's name (decision 0187). */}
          {brandLogo ? <img src={brandLogo} alt={me.current.full_name} /> : 'Coachforge'}
        </Logo>
        <MainNavigation me={me} pathname={pathname} />
        <Spacer />
        <AccountNavigation
          me={me}
          api={api}
          bus={bus}
          toast={toast}
          cookieConsent={cookieConsent}
          unreadNotes={unreadNotes}
          onSwitchAccount={() => setSwitching(true)}
          onLogOut={() => setLoggingOut(true)}
          first={first}
        />
        {me.current.role === 'coach' && switching && (
          <Suspense fallback={null}>
            <SwitchAccountModal
              api={api}
              open
              onClose={() => setSwitching(false)}
              onSwitch={(id) => session.switchAccount(id, routePath('my_plans_active'))}
            />
          </Suspense>
        )}
        <LogOutDialog session={session} isOpen={loggingOut} onClose={() => setLoggingOut(false)} />
      </Bar>
      <SubscriptionWarningBar me={me} pathname={pathname} onCountdownEnd={refreshSubscription} />
      <SystemWarningsBar api={api} me={me} pathname={pathname} first={first} />
    </RouterProvider>
  );
}
