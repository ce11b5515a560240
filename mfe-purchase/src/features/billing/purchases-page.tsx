import {
  cadenceLabels,
  endpoints,
  moneyText,
  routePath,
  subscriptionStateLabels,
  subscriptionStateOf,
  type BillingPurchase,
  type SubscriptionDisplayState,
  type ClientMembership,
} from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  Skeleton,
  StatusBadge,
  type DataTableColumn,
  type StatusTone,
} from '@coachforge/ui';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import type { MouseEvent } from 'react';
import { ManageSubscription } from '../my-programs';
import { BillingTabs } from './billing-tabs';

const day = (iso: string | null) => (iso ? DateTime.fromISO(iso).toLocaleString(DateTime.DATE_MED) : '');

const tones: Record<SubscriptionDisplayState, StatusTone> = {
  init: 'neutral',
  unpaid: 'danger',
  scheduled: 'info',
  active: 'success',
  trialing: 'info',
  past: 'neutral',
  past_due: 'danger',
  canceled: 'neutral',
  incomplete: 'danger',
  incomplete_expired: 'neutral',
  canceledEOB: 'warning',
};

/**
 * The subscription state shown to users (spec 02 section 4, `subscriptionStateOf`), with the date that
 * matters for it where there is one.
 */
function statusOf(membership: ClientMembership): [string, StatusTone] {
  const state = subscriptionStateOf(membership);
  const label = subscriptionStateLabels[state];
  const when =
    state === 'canceledEOB'
      ? `, ends ${day(membership.current_period_end)}`
      : state === 'trialing'
        ? ` until ${day(membership.trial_end)}`
        : state === 'scheduled' && membership.start_day
          ? `, starts ${membership.start_day}`
          : '';
  return [`${label}${when}`, tones[state]];
}

/** The next charge of a running subscription; none for one-off prices or ending subscriptions. */
const nextPayment = (membership: ClientMembership) =>
  membership.plan_price?.duration !== 'one_off' &&
  !membership.cancel_at_period_end &&
  ['active', 'trialing', 'past_due'].includes(membership.state)
    ? day(membership.current_period_end)
    : '';

/**
 * Billing › purchases (billing_purchases): every program the client paid for, its price, what happens next
 * and the card it charges, with cancel, resume and pay-what-is-owed where they apply.
 */
export function PurchasesPage() {
  const { api } = usePlatform();
  const navigateTo = useNavigateTo();
  const purchases = useQuery({
    queryKey: ['purchase', 'billing-purchases'],
    queryFn: ({ signal }) => api.request(endpoints.billingPurchases, { signal, quiet: true }),
  });
  const open = (event: MouseEvent, purchase: BillingPurchase) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo('public_plan', { plan_id: purchase.program.custom_url ?? purchase.program.id });
  };
  const columns: DataTableColumn<BillingPurchase>[] = [
    {
      key: 'program',
      label: 'Program',
      isRowHeader: true,
      render: (purchase) => (
        <a
          href={routePath('public_plan', { plan_id: purchase.program.custom_url ?? purchase.program.id })}
          onClick={(event) => open(event, purchase)}
        >
          {purchase.program.title}
        </a>
      ),
    },
    { key: 'coach', label: 'Coach', render: (purchase) => purchase.program.owner_name },
    {
      key: 'price',
      label: 'Price',
      render: ({ membership: { plan_price: price } }) =>
        price ? `${moneyText(price.amount, price.currency)} ${cadenceLabels[price.duration]}` : '',
    },
    {
      key: 'status',
      label: 'Status',
      render: ({ membership }) => {
        const [words, tone] = statusOf(membership);
        return <StatusBadge tone={tone}>{words}</StatusBadge>;
      },
    },
    { key: 'next', label: 'Next payment', render: ({ membership }) => nextPayment(membership) },
    {
      key: 'card',
      label: 'Card',
      render: ({ card }) => (card ? `${card.brand.toUpperCase()} •••• ${card.last4}` : ''),
    },
    {
      key: 'manage',
      label: 'Manage',
      render: (purchase) => (
        <ManageSubscription
          program={purchase.program}
          membership={purchase.membership}
          zapier={purchase.program.zapier}
        />
      ),
    },
  ];
  return (
    <BillingTabs route="billing_purchases">
      {purchases.isPending ? (
        <Skeleton height="160px" />
      ) : purchases.isError ? (
        <ErrorPanel title="Your purchases could not be loaded" onRetry={() => void purchases.refetch()} />
      ) : (
        <DataTable
          label="Purchases"
          columns={columns}
          rows={purchases.data}
          rowKey={(purchase) => purchase.membership.id}
          emptyState={
            <EmptyState title="No purchases yet" description="Programs you buy or subscribe to show here." />
          }
          testId="billing-purchases"
        />
      )}
    </BillingTabs>
  );
}
