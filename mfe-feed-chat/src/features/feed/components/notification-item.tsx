import { messages, notificationTarget, type Notification } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Avatar, Button, SafeHtml } from '@coachforge/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useToggleRead } from '../feed-calls';
import { InviteActions } from './invite-actions';

const Row = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  &[data-read='false'] {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='true'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.focusRing};
  }
`;

const Body = styled.button`
  flex: 1;
  text-align: left;
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
  time {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875em;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const timeOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * One notification: opening it marks it read (if it was not) and goes where its type leads; the toggle
 * beside it switches read and unread at once (spec 03 sections 2.2, 4.1).
 */
export function NotificationItem({
  notification,
  opened = false,
}: {
  notification: Notification;
  /** The one the address names (`?notification_id=`): marked out, scrolled to and focused once. */
  opened?: boolean;
}) {
  const navigateTo = useNavigateTo();
  const toggle = useToggleRead();
  const body = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return;
    body.current?.scrollIntoView?.({ block: 'center' });
    body.current?.focus();
  }, [opened]);
  const open = () => {
    if (!notification.read) toggle.mutate({ notification, read: true });
    const target = notificationTarget(notification);
    if (target) navigateTo(target.route, target.params, target.query);
  };
  return (
    <Row
      data-testid={`notification-${notification.id}`}
      data-read={notification.read}
      aria-current={opened ? 'true' : undefined}
    >
      <Avatar
        name={notification.user?.full_name ?? ''}
        src={notification.user?.avatar_url ?? null}
        decorative
      />
      <Body ref={body} type="button" onClick={open} data-testid="notification-open">
        <SafeHtml html={notification.text} />
        <time dateTime={new Date(notification.created_at * 1000).toISOString()}>
          {timeOf(notification.created_at)}
        </time>
      </Body>
      <Side>
        <Button
          type="button"
          $variant="ghost"
          $size="small"
          aria-pressed={notification.read}
          data-testid="notification-toggle-read"
          onClick={() => toggle.mutate({ notification, read: !notification.read })}
        >
          {notification.read ? messages.feed.markUnread : messages.feed.markRead}
        </Button>
        {notification.invite && <InviteActions notification={notification} />}
      </Side>
    </Row>
  );
}
