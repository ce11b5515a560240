import {
  accountAccessOf,
  counterTabs,
  endpoints,
  feedRouteOfTab,
  feedTabNames,
  messages,
  namedRoutes,
  type FeedTab,
  type Me,
  type Notification,
  type NotificationCounters,
  type RouteName,
} from '@coachforge/contracts';
import { QueryState, useMe, useNavigateTo, usePlatform, useSearchParams } from '@coachforge/remote-kit';
import { Button, EmptyState, Page, Spinner, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useFeedCounters, useFeedPages, useLiveFeed, useReadAll, useToggleRead } from '../feed-calls';
import { groupByDay } from '../group-by-day';
import { NotificationItem } from './notification-item';

const counterOfTab = Object.fromEntries(
  Object.entries(counterTabs).map(([counter, tab]) => [tab, counter]),
) as Record<FeedTab, keyof NotificationCounters>;

/** The tabs a person has (decision 0133): clients hear of their own activity and mentions only. */
function tabsOf(me: Me | null): FeedTab[] {
  if (!me || me.current.role !== 'coach') return ['overview', 'activity', 'leaderboards'];
  const financial = accountAccessOf(me).financial;
  return feedTabNames.filter((tab) => tab !== 'financial' || financial);
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Day = styled.section`
  h2 {
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.mutedText};
    margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(2)}`};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
`;

/** `?notification_id=` as a notification's id, or null when there is none or it is not one. */
function useOpenedNotificationId(): number | null {
  const [search] = useSearchParams();
  const raw = search.get('notification_id');
  return raw !== null && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

/**
 * The feed opened at `?notification_id=` (decision 0194), as the header does for a notification whose
 * subject is gone: it is marked read once, and when it is among those shown it is marked out and focused.
 */
function useOpenedNotification(items: Notification[] | undefined): number | null {
  const opened = useOpenedNotificationId();
  const { api } = usePlatform();
  const toggle = useToggleRead();
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (opened === null || items === undefined || done.current === opened) return;
    done.current = opened;
    const shown = items.find((item) => item.id === opened);
    if (shown && !shown.read) toggle.mutate({ notification: shown, read: true });
    // Further down the feed (or not the member's at all): marked read quietly; the counters follow by push.
    else if (!shown)
      void api
        .request(endpoints.markNotificationRead, { params: { id: opened }, quiet: true })
        .catch(() => undefined);
  }, [api, items, opened, toggle]);
  return opened;
}

function FeedList({ tab }: { tab: FeedTab }) {
  const pages = useFeedPages(tab);
  const opened = useOpenedNotification(pages.data?.pages.flatMap((page) => page.items));
  return (
    <QueryState query={pages} errorTitle={messages.feed.loadFailed}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        if (items.length === 0)
          return (
            <EmptyState
              title={messages.notifications.empty}
              description={messages.feed.emptyTab}
              testId="feed-empty"
            />
          );
        return (
          <div data-testid="feed-list">
            {groupByDay(items).map((group) => (
              <Day key={group.day} aria-labelledby={`feed-day-${group.day}`} data-testid="feed-day">
                <h2 id={`feed-day-${group.day}`}>{group.label}</h2>
                <ul>
                  {group.items.map((notification) => (
                    <li key={notification.id}>
                      <NotificationItem notification={notification} opened={notification.id === opened} />
                    </li>
                  ))}
                </ul>
              </Day>
            ))}
            <Foot>
              {pages.isFetchingNextPage ? (
                <Spinner />
              ) : pages.hasNextPage ? (
                <Button type="button" $variant="secondary" onClick={() => void pages.fetchNextPage()}>
                  {messages.ui.loadMore}
                </Button>
              ) : null}
            </Foot>
          </div>
        );
      }}
    </QueryState>
  );
}

/**
 * The feed (spec 03 section 2.2, spec 01 section 2.5): a tab per group of activity types, each its own
 * address with its unread count; pages of 20 under a heading per day; live as notifications arrive.
 */
export function FeedPage({ tab }: { tab: FeedTab }) {
  const me = useMe();
  const navigateTo = useNavigateTo();
  const counters = useFeedCounters();
  const readAll = useReadAll();
  useLiveFeed();
  const route = feedRouteOfTab[tab];
  const unread = (of: FeedTab) => counters.data?.[counterOfTab[of]] ?? 0;

  return (
    <Page data-testid="feed_chat-page" data-route={route}>
      <h1>{namedRoutes[route].title}</h1>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as RouteName)}>
        <TabList aria-label={messages.feed.tabsLabel}>
          {tabsOf(me).map((each) => (
            <Tab key={each} id={feedRouteOfTab[each]} data-testid={`feed-tab-${each}`}>
              {messages.feed.tabs[each]}
              {unread(each) > 0 && <span data-testid="feed-tab-count"> ({unread(each)})</span>}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>
          <Toolbar>
            <Button
              type="button"
              $variant="secondary"
              $size="small"
              disabled={unread(tab) === 0 || readAll.isPending}
              onClick={() => readAll.mutate(tab)}
              data-testid="feed-read-all"
            >
              {messages.feed.readAll}
            </Button>
          </Toolbar>
          <FeedList tab={tab} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
