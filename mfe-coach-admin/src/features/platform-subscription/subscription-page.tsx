import {
  downgradeProblem,
  formatLongDate,
  intervalSwitchAmount,
  messages,
  moneyText,
  PLATFORM_PLAN_CURRENCY,
  platformPlanStatusLabels,
  platformPriceOf,
  PROFESSIONAL_BANDS,
  rankOf,
  upgradeAmount,
  type PlatformBilling,
  type PlatformPlanChoice,
  type ProfessionalBand,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card, ConfirmDialog, Notice, Page, Select, StatusBadge } from '@coachforge/ui';
import { useState, type ReactNode } from 'react';
import { apiErrorText } from '../../components/api-errors';
import { QueryState } from '../../components/query-state';
import { planName } from './plan-text';
import { usePlatformPlan } from './use-platform-plan';

const price = (amount: number) => moneyText(amount, PLATFORM_PLAN_CURRENCY);
const dateOf = (iso: string | null) => (iso ? formatLongDate(iso) : '');

interface Pending {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  run: () => Promise<unknown>;
  done: string;
}

const periodOf = (billing: PlatformBilling) => ({
  start: Date.parse(billing.current_period_start ?? ''),
  end: Date.parse(billing.current_period_end ?? ''),
});

function StateBadge({ billing }: { billing: PlatformBilling }) {
  if (billing.state === 'past_due') return <StatusBadge tone="danger">Payment failed</StatusBadge>;
  if (billing.state === 'canceled') return <StatusBadge tone="neutral">Cancelled</StatusBadge>;
  if (billing.cancel_at_period_end)
    return <StatusBadge tone="warning">{`Ends ${dateOf(billing.current_period_end)}`}</StatusBadge>;
  if (billing.state === 'trialing') return <StatusBadge tone="info">Trial</StatusBadge>;
  return <StatusBadge tone="success">Active</StatusBadge>;
}

/**
 * coach_profile_subscription (spec 01 section 4): the plan as it stands, and every move the owner can make
 * on it, each after a confirmation that says what it costs and when it takes effect.
 */
export function SubscriptionPage() {
  const platform = usePlatform();
  const plan = usePlatformPlan();
  const [upgradeTo, setUpgradeTo] = useState<ProfessionalBand | null>(null);
  const [downgradeTo, setDowngradeTo] = useState<PlatformPlanChoice | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: Pending) => {
    setPending(null);
    setFailure(null);
    try {
      const billing = await action.run();
      if (billing) platform.toast.show({ type: 'info', text: action.done });
    } catch (error) {
      setFailure(apiErrorText(error));
    }
  };

  const actions = (billing: PlatformBilling) => {
    const band = billing.plan !== null && billing.plan !== 'free' ? billing.plan : null;
    if (band === null || !billing.interval)
      return (
        <Button type="button" onClick={() => platform.navigate('choose_your_plan')}>
          Choose a plan
        </Button>
      );
    if (billing.state === 'canceled' || billing.state === 'past_due')
      return (
        <>
          <Button
            type="button"
            onClick={() =>
              setPending({
                title: billing.state === 'canceled' ? 'Start your plan again?' : 'Pay what is owed?',
                body: `${planName(band)} for ${price(platformPriceOf(band, billing.interval!))} a ${billing.interval}, paid now.`,
                confirmLabel: 'Pay now',
                run: () => plan.resume(true),
                done: messages.platformSubscription.resumed,
              })
            }
          >
            {billing.state === 'canceled' ? 'Resume plan' : 'Pay now'}
          </Button>
          {billing.state === 'canceled' ? (
            <Button type="button" $variant="secondary" onClick={() => platform.navigate('choose_your_plan')}>
              Choose another plan
            </Button>
          ) : null}
        </>
      );
    const period = periodOf(billing);
    const bigger = PROFESSIONAL_BANDS.filter((b) => b > band);
    const smaller: PlatformPlanChoice[] = (['free', ...PROFESSIONAL_BANDS] as PlatformPlanChoice[]).filter(
      (choice) => rankOf(choice) < band,
    );
    const fit = { activeClients: billing.active_clients, extraCoaches: billing.extra_coaches };
    const downgradeWhy = downgradeTo === null ? null : downgradeProblem(downgradeTo, fit);
    return (
      <>
        {billing.cancel_at_period_end || billing.scheduled_plan !== null ? (
          <Button
            type="button"
            onClick={() =>
              void run({
                title: '',
                body: '',
                confirmLabel: '',
                run: () => plan.resume(false),
                done: messages.platformSubscription.resumed,
              })
            }
          >
            {billing.cancel_at_period_end ? 'Resume plan' : 'Keep my current plan'}
          </Button>
        ) : null}
        {bigger.length > 0 ? (
          <Card title="Upgrade now">
            <Select<ProfessionalBand>
              label="Band"
              value={upgradeTo}
              onChange={setUpgradeTo}
              options={bigger.map((b) => ({ id: b, label: planName(b) }))}
            />
            <Button
              type="button"
              disabled={upgradeTo === null}
              onClick={() => {
                const to = upgradeTo!;
                const amount = upgradeAmount({
                  from: platformPriceOf(band, billing.interval!),
                  to: platformPriceOf(to, billing.interval!),
                  period,
                  now: Date.now(),
                });
                setPending({
                  title: `Upgrade to ${planName(to)}?`,
                  body: `It starts now. You pay about ${price(amount)} for the rest of this period, then ${price(platformPriceOf(to, billing.interval!))} a ${billing.interval} from ${dateOf(billing.current_period_end)}.`,
                  confirmLabel: 'Upgrade',
                  run: () => plan.upgrade(to),
                  done: messages.platformSubscription.changedTo(planName(to)),
                });
              }}
            >
              Upgrade
            </Button>
          </Card>
        ) : null}
        {!billing.cancel_at_period_end ? (
          <Card title="Downgrade at the period end">
            <Select<PlatformPlanChoice>
              label="Plan"
              value={downgradeTo}
              onChange={setDowngradeTo}
              options={smaller.map((choice) => ({ id: choice, label: planName(choice) }))}
            />
            {downgradeWhy ? <Notice tone="warning">{downgradeWhy}</Notice> : null}
            <Button
              type="button"
              $variant="secondary"
              disabled={downgradeTo === null || Boolean(downgradeWhy)}
              onClick={() => {
                const to = downgradeTo!;
                const date = dateOf(billing.current_period_end);
                setPending({
                  title: `Move to ${planName(to)}?`,
                  body: `You keep ${planName(band)} until ${date}; the smaller plan starts then.`,
                  confirmLabel: 'Downgrade',
                  run: () => plan.downgrade(to),
                  done: messages.platformSubscription.downgradeScheduled(planName(to), date),
                });
              }}
            >
              Downgrade
            </Button>
          </Card>
        ) : null}
        {billing.interval === 'month' ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              const amount = intervalSwitchAmount({
                paid: platformPriceOf(band, 'month'),
                annual: platformPriceOf(band, 'year'),
                period,
                now: Date.now(),
              });
              setPending({
                title: 'Pay annually?',
                body: `A year starts now, two months free: ${price(platformPriceOf(band, 'year'))}, less what is left of this month, about ${price(amount)} today.`,
                confirmLabel: 'Pay annually',
                run: () => plan.switchToAnnual(),
                done: messages.platformSubscription.annualStarted,
              });
            }}
          >
            Switch to annual billing
          </Button>
        ) : null}
        {!billing.cancel_at_period_end ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              setPending({
                title: 'Cancel your plan?',
                body: `You keep ${planName(band)} until ${dateOf(billing.current_period_end)}. Nothing more is charged, and you can resume it until then.`,
                confirmLabel: 'Cancel plan',
                tone: 'danger',
                run: () => plan.cancel(),
                done: messages.platformSubscription.cancelScheduled(dateOf(billing.current_period_end)),
              })
            }
          >
            Cancel plan
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <Page data-testid="coach_admin-page" data-route="coach_profile_subscription">
      <h1>Subscription</h1>
      <QueryState query={plan.query}>
        {(billing) => (
          <>
            <Card title={billing.plan === null ? 'No plan chosen yet' : planName(billing.plan)}>
              <StateBadge billing={billing} />
              {billing.status ? (
                <p data-testid="plan-status">{`Plan status: ${platformPlanStatusLabels[billing.status]}`}</p>
              ) : null}
              {billing.amount !== null && billing.interval ? (
                <p>{`${price(billing.amount)} a ${billing.interval}`}</p>
              ) : null}
              {billing.current_period_end && billing.state === 'active' && !billing.cancel_at_period_end ? (
                <p>{`Next payment on ${dateOf(billing.current_period_end)}`}</p>
              ) : null}
              {billing.scheduled_plan !== null ? (
                <Notice tone="info">
                  {messages.platformSubscription.downgradeScheduled(
                    planName(billing.scheduled_plan),
                    dateOf(billing.current_period_end),
                  )}
                </Notice>
              ) : null}
              {billing.state === 'trialing' && billing.trial_end_date ? (
                <p>{`Your trial ends on ${dateOf(billing.trial_end_date)}.`}</p>
              ) : null}
              <p>{`${billing.active_clients} active clients`}</p>
              {billing.card ? <p>{`Paid with the card ending ${billing.card.last4}`}</p> : null}
            </Card>
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            {actions(billing)}
          </>
        )}
      </QueryState>
      {pending ? (
        <ConfirmDialog
          isOpen
          title={pending.title}
          confirmLabel={pending.confirmLabel}
          tone={pending.tone ?? 'primary'}
          onCancel={() => setPending(null)}
          onConfirm={() => run(pending)}
        >
          {pending.body}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
