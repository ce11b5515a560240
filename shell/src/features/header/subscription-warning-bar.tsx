import {
  accountAccessOf,
  countdownDelayMs,
  formatLongDate,
  matchRoute,
  messages,
  routePath,
  SUBSCRIPTION_WARNING_HIDDEN_ON,
  subscriptionWarningOf,
  type Me,
  type RouteName,
  type SubscriptionWarning,
} from '@coachforge/contracts';
import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';

const Bar = styled.div<{ $red: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  background: ${({ $red, theme }) => ($red ? theme.colors.danger : theme.colors.secondary)};
  color: ${({ $red, theme }) => ($red ? '#ffffff' : theme.colors.secondaryContrast)};
  a {
    color: inherit;
    font-weight: 700;
  }
  button {
    background: none;
    border: 0;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

const w = messages.subscriptionWarning;

/**
 * "3 days", "5 hours", "12 minutes", "45 seconds": the largest unit that is at least one. Days are counted
 * to the nearest day, so a trial of 30 days still reads "30 days" in the minutes after sign-up.
 */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds >= 86400) return w.left.days(Math.round(seconds / 86400));
  if (seconds >= 3600) return w.left.hours(Math.floor(seconds / 3600));
  if (seconds >= 80) return w.left.minutes(Math.floor(seconds / 60));
  return w.left.seconds(seconds);
}

/**
 * The trial countdown: refreshed on the spec's cadence, paused while the tab is hidden, and at zero the
 * subscription is fetched again (which ends the trial on screen).
 */
function useTimeLeft(endsAt: string | null, onZero: () => void): number | null {
  const [left, setLeft] = useState<number | null>(endsAt ? Date.parse(endsAt) - Date.now() : null);
  useEffect(() => {
    if (!endsAt) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refetched = false;
    const tick = () => {
      clearTimeout(timer);
      if (document.hidden) return;
      const ms = Date.parse(endsAt) - Date.now();
      setLeft(ms);
      if (ms <= 0 && !refetched) {
        refetched = true;
        onZero();
      }
      timer = setTimeout(tick, countdownDelayMs(Math.max(ms, 0)));
    };
    document.addEventListener('visibilitychange', tick);
    tick();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [endsAt, onZero]);
  return left;
}

const dismissKey = (accountId: number, warning: SubscriptionWarning) =>
  `coachforge.clientsWarningClosed.${accountId}.${warning.kind === 'clients' ? `${warning.level}.${warning.active}` : ''}`;

function textOf(warning: SubscriptionWarning, left: number | null): string {
  switch (warning.kind) {
    case 'purchase_failed':
      return w.purchaseFailed;
    case 'cancelled':
      return warning.clients > 0 ? w.cancelledWithClients(warning.clients) : w.cancelledWithoutClients;
    case 'cancel_at_period_end':
      return w.activeUntil(formatLongDate(warning.until));
    case 'trial':
      return w.trial(timeLeftText(left ?? 0));
    case 'trial_ended':
      return w.trialEnded;
    case 'clients':
      return warning.level === 'crushing'
        ? w.crushing(warning.active, warning.max)
        : w.approaching(warning.active, warning.max);
  }
}

function actionOf(warning: SubscriptionWarning): [string, RouteName] {
  switch (warning.kind) {
    case 'purchase_failed':
      return [w.updatePayment, 'coach_profile_billing'];
    case 'cancelled':
      return [w.renew, 'choose_your_plan'];
    case 'cancel_at_period_end':
      return [w.resume, 'coach_profile_subscription'];
    default:
      return [w.upgrade, 'choose_your_plan'];
  }
}

export function SubscriptionWarningBar({
  me,
  pathname,
  onCountdownEnd,
}: {
  me: Me;
  pathname: string;
  onCountdownEnd: () => void;
}) {
  const warning =
    me.current.role === 'coach' ? subscriptionWarningOf(me.current.subscription, new Date()) : null;
  const left = useTimeLeft(warning?.kind === 'trial' ? warning.endsAt : null, onCountdownEnd);
  const [closed, setClosed] = useState<string | null>(null);
  if (!warning) return null;
  const route = matchRoute(pathname)?.name;
  if (route && SUBSCRIPTION_WARNING_HIDDEN_ON.includes(route)) return null;
  const key = dismissKey(me.current.id, warning);
  if (closed === key || (warning.kind === 'clients' && localStorage.getItem(key))) return null;

  const access = accountAccessOf(me);
  const [actionText, actionRoute] = actionOf(warning);
  const red =
    warning.kind === 'trial' ? warning.red : warning.kind !== 'clients' || warning.level === 'crushing';
  return (
    <Bar role="status" $red={red} data-testid="subscription-warning" data-kind={warning.kind}>
      <span>{textOf(warning, left)}</span>
      {access.businessMember ? (
        <span>{w.forInvited}</span>
      ) : (
        <a
          href={routePath(actionRoute)}
          onClick={(event) => {
            event.preventDefault();
            navigateToUrl(routePath(actionRoute));
          }}
        >
          {actionText}
        </a>
      )}
      <button
        type="button"
        aria-label={w.close}
        onClick={() => {
          // The clients-before-limit text stays closed in this browser; the others until the next load.
          if (warning.kind === 'clients') localStorage.setItem(key, '1');
          setClosed(key);
        }}
      >
        ×
      </button>
    </Bar>
  );
}
