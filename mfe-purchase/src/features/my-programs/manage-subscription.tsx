import { endpoints, messages, routePath, type Cadence, type ClientMembership } from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import { Button, ConfirmDialog } from '@coachforge/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';

const OWES = ['incomplete', 'past_due'];

/**
 * What a client can do about a paid membership from their programs (spec 02 section 2): pay what is owed
 * (a missed payment is never silent), cancel at the period end, or resume a cancellation.
 */
export function ManageSubscription({
  program,
  membership,
  blocked = false,
}: {
  program: { id: number; title: string };
  membership: Pick<ClientMembership, 'state' | 'cancel_at_period_end'> & {
    plan_price: { duration: Cadence } | null;
  };
  blocked?: boolean;
}) {
  const { api, toast } = usePlatform();
  const navigateTo = useNavigateTo();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const planId = program.id;
  const done = (text: string) => {
    toast.show({ type: 'congrats', text });
    void queryClient.invalidateQueries({ queryKey: ['purchase'] });
  };
  const cancel = useMutation({
    mutationFn: () => api.request(endpoints.cancelSubscription, { params: { plan_id: planId } }),
    onSuccess: () => done(messages.purchase.cancelled),
  });
  const resume = useMutation({
    mutationFn: () => api.request(endpoints.resumeSubscription, { params: { plan_id: planId } }),
    onSuccess: () => done(messages.purchase.resumed),
  });
  if (blocked || membership.plan_price === null) return null;

  if (OWES.includes(membership.state))
    return (
      <Button
        as="a"
        $size="small"
        href={routePath('plan_purchase_form', { plan_id: planId })}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          navigateTo('plan_purchase_form', { plan_id: planId });
        }}
        data-testid={`pay-owed-${planId}`}
      >
        {messages.systemWarnings.missedPayment}
      </Button>
    );
  if (membership.cancel_at_period_end)
    return (
      <Button
        type="button"
        $size="small"
        $variant="secondary"
        loading={resume.isPending}
        onClick={() => resume.mutate()}
      >
        Resume subscription
      </Button>
    );
  if (membership.plan_price.duration === 'one_off' || !['active', 'trialing'].includes(membership.state))
    return null;
  return (
    <>
      <Button type="button" $size="small" $variant="ghost" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        title={`Cancel ${program.title}?`}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep it"
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await cancel.mutateAsync().catch(() => undefined);
          setConfirming(false);
        }}
      >
        {membership.state === 'trialing'
          ? 'Your trial ends now and you will not be charged.'
          : 'You keep the program until the end of the period you paid for; nothing more is charged.'}
      </ConfirmDialog>
    </>
  );
}
