import { endpoints, planTypeLabels, type PlanType, type ProgramInvite } from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorPanel,
  Notice,
  Skeleton,
  type DataTableColumn,
} from '@coachforge/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';

function JoinButton({ invite }: { invite: ProgramInvite }) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const join = useMutation({
    mutationFn: () =>
      api.request(endpoints.acceptInvitationAtConfirmedAddress, { params: { id: invite.invitation_id } }),
    onSuccess: async () => {
      toast.show({ type: 'congrats', text: `You joined ${invite.program.title}.` });
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
      // A paid program waits for its first payment on its page; a free one is on the calendar already.
      navigateTo('public_plan', { plan_id: invite.program.custom_url ?? invite.program.id });
    },
  });
  return (
    <Button
      type="button"
      $size="small"
      loading={join.isPending}
      onClick={() => join.mutate()}
      data-testid={`join-${invite.invitation_id}`}
    >
      Join
    </Button>
  );
}

/**
 * My programs › invites (user_my_invites_plans): programs a coach invited the client to, at addresses the
 * client proved are theirs, with Join. An unconfirmed address shows none and says how to see them.
 */
export function ProgramInvites() {
  const { api } = usePlatform();
  const navigateTo = useNavigateTo();
  const invites = useQuery({
    queryKey: ['purchase', 'program-invites'],
    queryFn: ({ signal }) => api.request(endpoints.myProgramInvites, { signal, quiet: true }),
  });
  if (invites.isPending) return <Skeleton height="160px" />;
  if (invites.isError)
    return <ErrorPanel title="Your invitations could not be loaded" onRetry={() => void invites.refetch()} />;
  const columns: DataTableColumn<ProgramInvite>[] = [
    { key: 'program', label: 'Program', isRowHeader: true, render: (invite) => invite.program.title },
    { key: 'coach', label: 'Coach', render: (invite) => invite.program.owner_name },
    { key: 'type', label: 'Type', render: (invite) => planTypeLabels[invite.program.plan_type as PlanType] },
    { key: 'email', label: 'Sent to', render: (invite) => invite.email },
    {
      key: 'expires',
      label: 'Open until',
      render: (invite) => DateTime.fromISO(invite.expires_at).toLocaleString(DateTime.DATE_MED),
    },
    { key: 'join', label: 'Join', render: (invite) => <JoinButton invite={invite} /> },
  ];
  return (
    <>
      {!invites.data.email_confirmed ? (
        <Notice tone="info" testId="invites-unconfirmed">
          Confirm your email address with the link we mailed you to see the programs you were invited to.
        </Notice>
      ) : null}
      <DataTable
        label="Program invitations"
        columns={columns}
        rows={invites.data.invites}
        rowKey={(invite) => invite.invitation_id}
        emptyState={
          <EmptyState
            title="No invitations"
            description="When a coach invites you to a program, it shows here. Invited at another address of yours? Confirm it under Settings › Emails."
            action={
              <Button type="button" $variant="secondary" onClick={() => navigateTo('settings_emails')}>
                Settings › Emails
              </Button>
            }
          />
        }
        testId="program-invites"
      />
    </>
  );
}
