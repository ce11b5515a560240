import {
  endpoints,
  messages,
  routePath,
  type Cadence,
  type ClientMembership,
  type PublicPriceOption,
  priceOptionText,
} from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import { Button, ConfirmDialog, RadioGroup } from '@coachforge/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';

const OWES = ['incomplete', 'past_due'];

/**
 * What a client can do about a paid membership from their programs (spec 02 section 2): pay what is owed
 * (a missed payment is never silent), cancel at the period end, or resume a cancellation. Where the
 * program's prices are known (its page), a subscription can switch to another price from its next payment,
 * and a switch not yet made can be cancelled (spec 02 section 4; decision 0144).
 */
export function ManageSubscription({
  program,
  membership,
  blocked = false,
  zapier = null,
}: {
  program: { id: number; title: string; local_price?: PublicPriceOption[] };
  membership: Pick<ClientMembership, 'state' | 'cancel_at_period_end'> & {
    plan_price: { amount: number; duration: Cadence } | null;
    pending_price_option_id?: number | null;
  };
  blocked?: boolean;
  /**
   * The owner bills through Zapier (spec 02 section 6, decision 0170): no management here, and Cancel
   * subscription only while their zaps are connected to carry it out.
   */
  zapier?: { zaps_connected: boolean } | null;
}) {
  const { api, toast } = usePlatform();
  const navigateTo = useNavigateTo();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const [chosen, setChosen] = useState<string>('');
  const planId = program.id;
  const done = (text: string) => {
    toast.show({ type: 'congrats', text });
    void queryClient.invalidateQueries({ queryKey: ['purchase'] });
  };
  const resume = useMutation({
    mutationFn: () => api.request(endpoints.resumeSubscription, { params: { plan_id: planId } }),
    onSuccess: () => done(messages.purchase.resumed),
  });
  const switchPrice = useMutation({
    mutationFn: (priceOptionId: number) =>
      api.request(endpoints.switchPrice, {
        params: { plan_id: planId },
        body: { price_option_id: priceOptionId },
      }),
    onSuccess: () => done(messages.purchase.switchScheduled),
  });
  const keepPrice = useMutation({
    mutationFn: () => api.request(endpoints.cancelPriceSwitch, { params: { plan_id: planId } }),
    onSuccess: () => done(messages.purchase.switchCancelled),
  });
  if (blocked || membership.plan_price === null) return null;
  if (zapier)
    return zapier.zaps_connected ? <CancelSubscription program={program} membership={membership} /> : null;

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
  const current = membership.plan_price;
  // The other recurring prices of the program, the one it pays now left out.
  const others = (program.local_price ?? []).filter(
    (option) =>
      option.duration !== 'one_off' &&
      !(option.amount === current.amount && option.duration === current.duration),
  );
  const pending = others.find((option) => option.id === membership.pending_price_option_id) ?? null;
  return (
    <>
      {pending ? (
        <>
          <span data-testid="pending-switch">{`From your next payment: ${priceOptionText(pending)}`}</span>{' '}
          <Button
            type="button"
            $size="small"
            $variant="secondary"
            loading={keepPrice.isPending}
            onClick={() => keepPrice.mutate()}
          >
            Keep current price
          </Button>
        </>
      ) : others.length > 0 ? (
        <Button
          type="button"
          $size="small"
          $variant="secondary"
          onClick={() => {
            setChosen(String(others[0]!.id));
            setSwitching(true);
          }}
        >
          Change price
        </Button>
      ) : null}{' '}
      <ConfirmDialog
        isOpen={switching}
        title={`Change the price of ${program.title}`}
        confirmLabel="Switch at my next payment"
        cancelLabel="Keep my price"
        onCancel={() => setSwitching(false)}
        onConfirm={async () => {
          await switchPrice.mutateAsync(Number(chosen)).catch(() => undefined);
          setSwitching(false);
        }}
      >
        <p>
          Nothing is charged now: the new price starts with your next payment, and you can change your mind
          until then.
        </p>
        <RadioGroup<string>
          label="New price"
          value={chosen}
          onChange={setChosen}
          options={others.map((option) => ({ value: String(option.id), label: priceOptionText(option) }))}
        />
      </ConfirmDialog>
      <CancelSubscription program={program} membership={membership} />
    </>
  );
}

/** Cancel subscription with its confirmation: at the period end for a paid period, at once in a trial. */
function CancelSubscription({
  program,
  membership,
}: {
  program: { id: number; title: string };
  membership: Pick<ClientMembership, 'state'>;
}) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api.request(endpoints.cancelSubscription, { params: { plan_id: program.id } }),
    onSuccess: () => {
      toast.show({ type: 'congrats', text: messages.purchase.cancelled });
      void queryClient.invalidateQueries({ queryKey: ['purchase'] });
    },
  });
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
