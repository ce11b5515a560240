import { endpoints, messages, type Notification, type NotificationInviteStatus } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, StatusBadge } from '@coachforge/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const open = (status: NotificationInviteStatus) => status === 'init' || status === 'pending';

/**
 * Accept Invite and Decline on a brand invite (spec 03 sections 2.2, 4.1): the answer shows at once and
 * the invite goes back to pending if the API refuses it.
 */
export function InviteActions({ notification }: { notification: Notification }) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const invite = notification.invite!;
  const [status, setStatus] = useState<NotificationInviteStatus>(invite.status);
  const [busy, setBusy] = useState(false);

  const answer = async (accept: boolean) => {
    setBusy(true);
    setStatus(accept ? 'accepted' : 'rejected');
    try {
      const answered = await api.request(
        accept ? endpoints.acceptCoachInvite : endpoints.declineCoachInvite,
        {
          params: { id: invite.id },
          quiet: true,
        },
      );
      setStatus(answered.status);
      toast.show({ type: 'info', text: accept ? messages.feed.joined : messages.feed.declined });
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
    } catch {
      setStatus('pending');
      toast.show({ type: 'error', text: messages.feed.inviteFailed });
    } finally {
      setBusy(false);
    }
  };

  if (status === 'accepted')
    return (
      <span data-testid="invite-status">
        <StatusBadge tone="success">{messages.feed.joined}</StatusBadge>
      </span>
    );
  if (status === 'rejected')
    return (
      <span data-testid="invite-status">
        <StatusBadge tone="neutral">{messages.feed.declined}</StatusBadge>
      </span>
    );
  if (!open(status)) return null;
  return (
    <div role="group" aria-label={messages.feed.acceptInvite}>
      <Button type="button" $size="small" disabled={busy} onClick={() => void answer(true)}>
        {messages.feed.acceptInvite}
      </Button>{' '}
      <Button
        type="button"
        $size="small"
        $variant="secondary"
        disabled={busy}
        onClick={() => void answer(false)}
      >
        {messages.feed.declineInvite}
      </Button>
    </div>
  );
}
