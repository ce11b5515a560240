import {
  accountAccessOf,
  messages,
  routePath,
  type Me,
  type PlatformApi,
  type PlatformBus,
  type PlatformToasts,
} from '@coachforge/contracts';
import { DropdownMenu } from '@coachforge/ui';
import { ChecklistButton } from './checklist-button';
import { HeaderButton } from './header-button';
import { IndicatorLink } from './indicator-link';
import { externalEntry, linkEntry } from './menu-entries';
import { coachHelpLinks, coachProfileMenu, HELP_LINKS, helpMenu } from './menu-model';

const LOG_OUT = 'log-out';

/**
 * The right-hand side of the header: checklist, notifications, inbox, switch account, help and the
 * profile menu (spec 01 section 2.7, spec 03 section 2.3).
 */
export function AccountNavigation({
  me,
  api,
  bus,
  toast,
  unreadNotes,
  onSwitchAccount,
  onLogOut,
}: {
  me: Me;
  api: PlatformApi;
  bus: PlatformBus;
  toast: PlatformToasts;
  unreadNotes: number;
  onSwitchAccount: () => void;
  onLogOut: () => void;
}) {
  const access = accountAccessOf(me);
  const coach = me.current.role === 'coach';
  const blocked = coach && access.state.blocked;
  const profileEntries = [
    ...(coach ? coachProfileMenu(access, unreadNotes) : []).map(linkEntry),
    ...(coach
      ? coachHelpLinks()
      : [{ key: 'help', label: messages.menu.help, href: HELP_LINKS.helpCentre }]
    ).map(externalEntry),
    { key: LOG_OUT, label: messages.menu.logOut, testId: 'menu-log-out', separatorBefore: true },
  ];
  return (
    <nav aria-label={messages.menu.account}>
      <ul>
        {coach && !blocked && access.financial && !me.current.hide_checklist && (
          <li>
            <ChecklistButton key={me.current.id} api={api} bus={bus} toast={toast} />
          </li>
        )}
        <IndicatorLink
          id="notifications"
          label={messages.menu.notifications}
          href={routePath('feed_overview')}
          unread={me.current.has_new_notifications}
          disabled={false}
        />
        <IndicatorLink
          id="inbox"
          label={messages.menu.inbox}
          href={routePath('conversations')}
          unread={me.current.has_unread_chat_messages}
          disabled={blocked}
        />
        {coach && (
          <li>
            <HeaderButton type="button" data-testid="open-switch-account" onClick={onSwitchAccount}>
              {messages.accounts.switchTitle}
            </HeaderButton>
          </li>
        )}
        <li>
          <DropdownMenu
            label={messages.menu.help}
            testId="help-menu"
            items={helpMenu(access, unreadNotes).map((item) =>
              'route' in item ? linkEntry(item) : externalEntry(item),
            )}
          />
        </li>
        <li>
          <DropdownMenu
            label={<span data-testid="header-user-name">{me.current.full_name}</span>}
            testId="profile-menu"
            items={profileEntries}
            onAction={(key) => {
              if (key === LOG_OUT) onLogOut();
            }}
          />
        </li>
      </ul>
    </nav>
  );
}
