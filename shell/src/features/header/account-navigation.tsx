import {
  accountAccessOf,
  messages,
  routePath,
  showsChecklist,
  type Me,
  type PlatformApi,
  type PlatformBus,
  type PlatformToasts,
} from '@coachforge/contracts';
import { DropdownMenu, type DropdownMenuEntry } from '@coachforge/ui';
import { useStoreValue, type CookieConsentStore } from '../cookie-consent';
import { ChecklistButton } from './checklist-button';
import { firstAnswerFor, type HeaderFirstAnswers } from '../header-answers';
import { HeaderButton } from './header-button';
import { IndicatorLink } from './indicator-link';
import { MyFeedPopup } from './my-feed-popup';
import { externalEntry, linkEntry } from './menu-entries';
import { coachHelpLinks, coachProfileMenu, HELP_LINKS, helpMenu } from './menu-model';

const LOG_OUT = 'log-out';
/** The menu entries that open the support chat (spec 01 section 6). */
const SUPPORT_CHAT = ['chat-to-team', 'talk-to-support'];

/**
 * The support chat needs preference cookies: without them its entry opens the cookie settings instead
 * of the chat (spec 01 section 6).
 */
function gateSupportChat(entry: DropdownMenuEntry, consented: boolean): DropdownMenuEntry {
  if (consented || !SUPPORT_CHAT.includes(entry.key)) return entry;
  const { href: _href, target: _target, ...rest } = entry;
  return rest;
}

/**
 * The right-hand side of the header: checklist, notifications, inbox, switch account, help and the
 * profile menu (spec 01 section 2.7, spec 03 section 2.3).
 */
export function AccountNavigation({
  me,
  api,
  bus,
  toast,
  cookieConsent,
  unreadNotes,
  onSwitchAccount,
  onLogOut,
  first,
}: {
  me: Me;
  api: PlatformApi;
  bus: PlatformBus;
  toast: PlatformToasts;
  cookieConsent: CookieConsentStore;
  unreadNotes: number;
  onSwitchAccount: () => void;
  onLogOut: () => void;
  /** The header's first answers (features/header-answers). */
  first?: HeaderFirstAnswers;
}) {
  const access = accountAccessOf(me);
  const consented = useStoreValue(cookieConsent.consent$, cookieConsent.current())?.preferences === true;
  const onMenuAction = (key: string) => {
    if (SUPPORT_CHAT.includes(key) && !consented) {
      toast.show({ type: 'info', text: messages.legal.supportChatNeedsConsent });
      cookieConsent.openSettings();
    }
  };
  const coach = me.current.role === 'coach';
  const blocked = coach && access.state.blocked;
  const profileEntries = [
    ...(coach ? coachProfileMenu(access, unreadNotes) : []).map(linkEntry),
    ...(coach
      ? coachHelpLinks()
      : [{ key: 'help', label: messages.menu.help, href: HELP_LINKS.helpCentre }]
    ).map(externalEntry),
    { key: LOG_OUT, label: messages.menu.logOut, testId: 'menu-log-out', separatorBefore: true },
  ].map((entry) => gateSupportChat(entry, consented));
  return (
    <nav aria-label={messages.menu.account}>
      <ul>
        {showsChecklist(me) && (
          <li>
            <ChecklistButton
              key={me.current.id}
              api={api}
              bus={bus}
              toast={toast}
              first={firstAnswerFor(first, me, 'checklist')}
            />
          </li>
        )}
        <MyFeedPopup api={api} bus={bus} hasUnread={me.current.has_new_notifications} />
        <IndicatorLink
          id="inbox"
          label={messages.menu.inbox}
          href={routePath('conversations')}
          unread={me.current.has_unread_chat_messages}
          disabled={blocked}
        />
        {me.current.show_account && (
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
              gateSupportChat('route' in item ? linkEntry(item) : externalEntry(item), consented),
            )}
            onAction={onMenuAction}
          />
        </li>
        <li>
          <DropdownMenu
            label={<span data-testid="header-user-name">{me.current.full_name}</span>}
            testId="profile-menu"
            items={profileEntries}
            onAction={(key) => {
              if (key === LOG_OUT) onLogOut();
              else onMenuAction(key);
            }}
          />
        </li>
      </ul>
    </nav>
  );
}
