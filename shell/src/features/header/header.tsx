import {
  accountAccessOf,
  messages,
  routePath,
  type PlatformApi,
  type PlatformBus,
  type PlatformToasts,
} from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import type { ReleaseNotes } from '../release-notes';
import { useSessionState, type SessionService } from '../session';
import { ChecklistButton } from './checklist-button';
import { Dropdown, Trigger } from './dropdown';
import { ExternalItem, ItemLink, MenuItem } from './menu-items';
import { clientMenu, coachHelpLinks, coachMenu, coachProfileMenu, HELP_LINKS, helpMenu } from './menu-model';
import { SubscriptionWarningBar } from './subscription-warning-bar';
import { Dialog, Dot, SwitchAccountModal } from './switch-account-modal';
import { SystemWarningsBar } from './system-warnings-bar';
import { useObservable, usePathname } from './use-frame-state';

const Bar = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  nav ul {
    display: flex;
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
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: ${({ theme }) => theme.space(4)};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Indicator = styled(ItemLink)`
  position: relative;
  ${Dot} {
    position: absolute;
    top: 4px;
    right: 4px;
  }
`;

/** Header navigation for a signed-in person (spec 01 section 2.7, spec 03 section 2.3). */
export function Header({
  session,
  api,
  releaseNotes,
  bus,
  toast,
}: {
  session: SessionService;
  api: PlatformApi;
  releaseNotes: ReleaseNotes;
  bus: PlatformBus;
  toast: PlatformToasts;
}) {
  const state = useSessionState(session);
  const pathname = usePathname();
  const unreadNotes = useObservable(releaseNotes.unread$, 0);
  const logout = useRef<HTMLDialogElement>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [switching, setSwitching] = useState(false);
  const refreshSubscription = useCallback(
    () => void session.refreshSubscription().catch(() => undefined),
    [session],
  );
  useEffect(() => setSwitching(false), [pathname]);
  if (state.status !== 'signed-in') return null;

  const { me } = state;
  const access = accountAccessOf(me);
  const coach = me.current.role === 'coach';
  const blocked = coach && access.state.blocked;

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } finally {
      setSigningOut(false);
      logout.current?.close();
      navigateToUrl('/');
    }
  };

  const indicator = (key: string, label: string, href: string, unread: boolean, disabled: boolean) => (
    <li>
      <Indicator
        href={disabled ? undefined : href}
        role={disabled ? 'link' : undefined}
        tabIndex={disabled ? 0 : undefined}
        aria-disabled={disabled || undefined}
        aria-label={unread ? `${label} (unread)` : label}
        data-testid={`header-${key}`}
        onClick={(event) => {
          event.preventDefault();
          if (!disabled) navigateToUrl(href);
        }}
      >
        {label}
        {unread && <Dot />}
      </Indicator>
    </li>
  );

  return (
    <>
      <Bar data-testid="platform-header">
        <Logo href="/" onClick={navigateToUrl}>
          Coachforge
        </Logo>
        <nav aria-label={messages.menu.mainNavigation} data-testid={coach ? 'coach-menu' : 'client-menu'}>
          <ul>
            {coach
              ? coachMenu(me, access, pathname).map((group) =>
                  group.key === 'clients' ? (
                    <MenuItem key={group.key} item={{ ...group.links[0]!, label: group.label }} />
                  ) : (
                    <li key={group.key}>
                      <Dropdown
                        label={group.label}
                        testId={`menu-group-${group.key}`}
                        active={group.active}
                        align="left"
                      >
                        {(close) => (
                          <ul>
                            {group.links.map((item) => (
                              <MenuItem key={item.key} item={item} onChosen={close} />
                            ))}
                          </ul>
                        )}
                      </Dropdown>
                    </li>
                  ),
                )
              : clientMenu().map((item) => <MenuItem key={item.key} item={item} />)}
          </ul>
        </nav>
        <Spacer />
        <nav aria-label={messages.menu.account}>
          <ul>
            {coach && !blocked && access.financial && !me.current.hide_checklist && (
              <li>
                <ChecklistButton key={me.current.id} api={api} bus={bus} toast={toast} />
              </li>
            )}
            {indicator(
              'notifications',
              messages.menu.notifications,
              routePath('feed_overview'),
              me.current.has_new_notifications,
              false,
            )}
            {indicator(
              'inbox',
              messages.menu.inbox,
              routePath('conversations'),
              me.current.has_unread_chat_messages,
              blocked,
            )}
            {coach && (
              <li>
                <Trigger type="button" data-testid="open-switch-account" onClick={() => setSwitching(true)}>
                  {messages.accounts.switchTitle}
                </Trigger>
              </li>
            )}
            <li>
              <Dropdown label={messages.menu.help} testId="help-menu">
                {(close) => (
                  <ul>
                    {helpMenu(access, unreadNotes).map((item) =>
                      'route' in item ? (
                        <MenuItem key={item.key} item={item} onChosen={close} />
                      ) : (
                        <ExternalItem key={item.key} item={item} />
                      ),
                    )}
                  </ul>
                )}
              </Dropdown>
            </li>
            <li>
              <Dropdown
                label={<span data-testid="header-user-name">{me.current.full_name}</span>}
                testId="profile-menu"
              >
                {(close) => (
                  <ul>
                    {(coach ? coachProfileMenu(access, unreadNotes) : []).map((item) => (
                      <MenuItem key={item.key} item={item} onChosen={close} />
                    ))}
                    {(coach
                      ? coachHelpLinks()
                      : [{ key: 'help', label: messages.menu.help, href: HELP_LINKS.helpCentre }]
                    ).map((item) => (
                      <ExternalItem key={item.key} item={item} />
                    ))}
                    <li>
                      <ItemLink
                        href="#"
                        role="button"
                        data-testid="menu-log-out"
                        onClick={(event) => {
                          event.preventDefault();
                          close();
                          logout.current?.showModal();
                        }}
                      >
                        {messages.menu.logOut}
                      </ItemLink>
                    </li>
                  </ul>
                )}
              </Dropdown>
            </li>
          </ul>
        </nav>
        {coach && (
          <SwitchAccountModal
            api={api}
            open={switching}
            onClose={() => setSwitching(false)}
            onSwitch={(id) => session.switchAccount(id, routePath('my_plans_active'))}
          />
        )}
        <Dialog ref={logout} aria-labelledby="logout-title">
          <h2 id="logout-title">{messages.menu.logOut}?</h2>
          <p>{messages.auth.logoutAllAccounts}</p>
          <menu>
            <Button type="button" $variant="secondary" onClick={() => logout.current?.close()}>
              {messages.accounts.cancel}
            </Button>
            <Button type="button" disabled={signingOut} onClick={() => void signOut()}>
              {messages.menu.logOut}
            </Button>
          </menu>
        </Dialog>
      </Bar>
      <SubscriptionWarningBar me={me} pathname={pathname} onCountdownEnd={refreshSubscription} />
      <SystemWarningsBar api={api} accountId={me.current.id} pathname={pathname} />
    </>
  );
}
