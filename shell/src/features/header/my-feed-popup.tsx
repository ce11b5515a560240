import {
  endpoints,
  messages,
  NOTIFICATIONS_PREVIEW_SIZE,
  notificationTarget,
  routePath,
  type Notification,
  type PlatformApi,
  type PlatformBus,
} from '@coachforge/contracts';
import { ErrorPanel, PopoverPanel, SafeHtml, Spinner } from '@coachforge/ui';
import { useCallback, useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { useRequestState } from '../../components/use-request-state';
import { ItemLink } from './menu-items';
import { UnreadDot } from './unread-dot';

const Panel = styled.div`
  width: min(360px, 90vw);
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  h2 {
    font-size: 1rem;
    margin: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }
  p {
    margin: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Entry = styled.button`
  display: block;
  width: 100%;
  text-align: left;
  background: none;
  border: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * The 5 newest unread notifications, joined by any that arrive while the list is open; opening one marks
 * it read and goes where it leads.
 */
function MyFeedList({ api, bus, close }: { api: PlatformApi; bus: PlatformBus; close: () => void }) {
  const ask = useCallback(
    (signal: AbortSignal) =>
      api
        .request(endpoints.notifications, {
          query: { read: false, limit: NOTIFICATIONS_PREVIEW_SIZE },
          signal,
          quiet: true,
        })
        .then((page) => page.items),
    [api],
  );
  const { state: loaded, reload, refresh } = useRequestState(ask);
  useEffect(() => {
    const subscription = bus
      .on('notifications.changed')
      .subscribe(({ change }) => change === 'new' && refresh());
    return () => subscription.unsubscribe();
  }, [bus, refresh]);

  const open = (notification: Notification) => {
    // Marked read in the background: the push of the new counters updates the indicator.
    void api
      .request(endpoints.markNotificationRead, { params: { id: notification.id }, quiet: true })
      .catch(() => undefined);
    const target = notificationTarget(notification);
    close();
    navigateToUrl(
      target
        ? routePath(target.route, target.params, target.query)
        : routePath('feed_overview', {}, { notification_id: notification.id }),
    );
  };

  return (
    <Panel data-testid="my-feed">
      <h2>{messages.feed.myFeed}</h2>
      {loaded.status === 'loading' ? (
        <div aria-busy="true">
          <Spinner />
        </div>
      ) : loaded.status === 'failed' ? (
        <ErrorPanel title={messages.feed.loadFailed} onRetry={reload} />
      ) : loaded.data.length === 0 ? (
        <p data-testid="my-feed-empty">{messages.notifications.empty}</p>
      ) : (
        <ul aria-label={messages.feed.myFeed}>
          {loaded.data.map((notification) => (
            <li key={notification.id}>
              <Entry
                type="button"
                data-testid={`my-feed-${notification.id}`}
                onClick={() => open(notification)}
              >
                <SafeHtml html={notification.text} />
              </Entry>
            </li>
          ))}
        </ul>
      )}
      <ItemLink
        href={routePath('feed_overview')}
        data-testid="my-feed-see-all"
        onClick={(event) => {
          event.preventDefault();
          close();
          navigateToUrl(routePath('feed_overview'));
        }}
      >
        {messages.feed.seeAll}
      </ItemLink>
    </Panel>
  );
}

/**
 * The header's notifications: a dot while anything is unread, kept live by the realtime channel (a new
 * notification lights it, read counters pushed from any tab settle it), and the My Feed popup (spec 03
 * section 2.3).
 */
export function MyFeedPopup({
  api,
  bus,
  hasUnread,
}: {
  api: PlatformApi;
  bus: PlatformBus;
  /** users/me's has_new_notifications, where the dot starts. */
  hasUnread: boolean;
}) {
  const [unread, setUnread] = useState(hasUnread);
  useEffect(() => setUnread(hasUnread), [hasUnread]);
  useEffect(() => {
    const subscriptions = [
      bus.on('notifications.changed').subscribe(({ change }) => {
        if (change === 'new') setUnread(true);
        else
          void api
            .request(endpoints.notificationCounters, { quiet: true })
            .then((counters) => setUnread(counters.unread_total > 0))
            .catch(() => undefined);
      }),
      bus.on('notifications.counters').subscribe(({ counters }) => setUnread(counters.unread_total > 0)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [api, bus]);

  return (
    <li>
      <PopoverPanel
        testId="header-notifications"
        title={messages.feed.myFeed}
        label={
          <Label data-unread={unread}>
            {messages.menu.notifications}
            {unread && (
              <UnreadDot
                data-testid="header-notifications-dot"
                role="img"
                aria-label={messages.accounts.newNotifications}
              />
            )}
          </Label>
        }
      >
        {(close) => <MyFeedList api={api} bus={bus} close={close} />}
      </PopoverPanel>
    </li>
  );
}
