import { messages, type AccountCoach, type CoachStatus } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { Button, Card, DataTable, EmptyState, StatusBadge, type StatusTone } from '@coachforge/ui';
import { AccountProfileTabs } from '../../components/account-profile-tabs';
import { apiErrorText } from '../../components/api-errors';
import { QueryState } from '../../components/query-state';
import { InviteCoachForm } from './invite-coach-form';
import { useAccountCoaches } from './use-account-coaches';

const statusLabel: Record<CoachStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'info' },
  rejected: { label: 'Rejected', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/**
 * coach_profile_coaches (business owner only): the account's coaches with their statuses, inviting by
 * email, withdrawing an open invitation and removing a coach. The API refuses these to anyone else.
 */
export function CoachesPage() {
  const me = useMe();
  const platform = usePlatform();
  const { query, invite, cancel, remove } = useAccountCoaches(me?.current.id ?? 0);
  const act = (call: Promise<unknown>, done: string) =>
    void call.then(
      () => platform.toast.show({ type: 'info', text: done }),
      (error: unknown) => platform.toast.show({ type: 'error', text: apiErrorText(error) }),
    );

  const action = (coach: AccountCoach) => {
    if (coach.is_owner) return <small>Owner</small>;
    if (coach.kind === 'invitation' && coach.status === 'invited')
      return (
        <Button
          type="button"
          $variant="secondary"
          $size="small"
          aria-label={`Cancel the invitation to ${coach.email}`}
          onClick={() => act(cancel(coach.id), messages.invitations.cancelled)}
        >
          Cancel invitation
        </Button>
      );
    if (coach.kind === 'member')
      return (
        <Button
          type="button"
          $variant="danger"
          $size="small"
          aria-label={`Remove ${coach.full_name ?? coach.email}`}
          onClick={() =>
            act(remove(coach.id), messages.invitations.coachRemoved(coach.full_name ?? coach.email))
          }
        >
          Remove
        </Button>
      );
    return null;
  };

  return (
    <AccountProfileTabs route="coach_profile_coaches">
      <Card title="Invite a coach">
        <InviteCoachForm invite={invite} />
      </Card>
      <Card title="Coaches">
        <QueryState query={query}>
          {(coaches) => (
            <DataTable
              label="Coaches"
              rows={coaches}
              rowKey={(coach) => coach.key}
              emptyState={<EmptyState title={messages.ui.nothingHere} />}
              columns={[
                {
                  key: 'name',
                  label: 'Coach',
                  isRowHeader: true,
                  render: (coach) => coach.full_name ?? coach.email,
                },
                { key: 'email', label: 'Email' },
                {
                  key: 'status',
                  label: 'Status',
                  render: (coach) => (
                    <StatusBadge tone={statusLabel[coach.status].tone}>
                      {statusLabel[coach.status].label}
                    </StatusBadge>
                  ),
                },
                { key: 'action', label: 'Action', render: action },
              ]}
            />
          )}
        </QueryState>
      </Card>
    </AccountProfileTabs>
  );
}
