import {
  endpoints,
  matchRoute,
  routeGate,
  messages,
  routePath,
  systemWarningPopups,
  type Me,
  type PlatformApi,
  type RouteName,
  type SystemWarning,
} from '@coachforge/contracts';
import { useEffect, useState } from 'react';
import { firstAnswerFor, type HeaderFirstAnswers } from '../header-answers';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';

const Bar = styled.div<{ $highlight?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  background: ${({ theme, $highlight }) => ($highlight ? theme.colors.primaryFill : theme.colors.surface)};
  color: ${({ theme, $highlight }) => ($highlight ? theme.colors.onPrimaryFill : 'inherit')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    color: ${({ theme, $highlight }) => ($highlight ? theme.colors.onPrimaryFill : theme.colors.primary)};
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

const w = messages.systemWarnings;
/** What each warning says and where it leads; dismissible ones are those with a popup name in the contracts. */
const presentation: Record<
  SystemWarning['type'],
  { text: string; action?: [string, RouteName]; highlight?: true }
> = {
  custom_web_address: { text: w.customWebAddress, action: [w.setWebAddress, 'customisation-web-address'] },
  missed_payment: { text: w.missedPayment, action: [messages.menu.billing, 'billing_history'] },
  stripe_attention: { text: w.stripeAttention, action: [messages.menu.settings, 'coach_profile_payment'] },
  white_label_trial: { text: w.whiteLabelTrial, action: [w.choosePlan, 'choose_your_plan'] },
  // The empty account's one way forward stands out from the other notices (spec 03 section 4.5).
  empty_account: { text: w.emptyAccount, action: [w.choosePlan, 'choose_your_plan'], highlight: true },
};

/** GET users/warnings, shown under the header; a dismissible one is remembered through popup_storage. */
export function SystemWarningsBar({
  api,
  me,
  pathname,
  first,
}: {
  api: PlatformApi;
  /** The session's answer: its account's warnings are shown. */
  me: Me;
  pathname: string;
  /** The header's first answers (features/header-answers): this account's warnings are not asked for again. */
  first?: HeaderFirstAnswers;
}) {
  const accountId = me.current.id;
  const given = firstAnswerFor(first, me, 'warnings');
  const [warnings, setWarnings] = useState<SystemWarning[]>(given ?? []);
  useEffect(() => {
    if (given) {
      setWarnings(given);
      return;
    }
    const controller = new AbortController();
    api
      .request(endpoints.warnings, { signal: controller.signal, quiet: true })
      .then(setWarnings)
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, accountId, given]);

  const match = matchRoute(pathname);
  const route = match?.name;
  if (route && routeGate(route).hidesSystemWarnings) return null;
  // A missed payment is not repeated where it is being resolved: billing, or the program's own pages.
  const onOwedProgram = (warning: SystemWarning) =>
    (route === 'public_plan' || route === 'plan_purchase_form') &&
    warning.data.some(
      (plan) => match?.params.plan_id === String(plan.plan_id) || match?.params.plan_id === plan.custom_url,
    );
  const visible = warnings.filter(
    (warning) =>
      !(warning.type === 'missed_payment' && (route === 'billing_history' || onOwedProgram(warning))),
  );
  return (
    <>
      {visible.map((warning) => {
        const shown = presentation[warning.type];
        const popup = systemWarningPopups[warning.type];
        // One program owed: its page, where Pay now is; several: the billing history lists them all.
        const owedPlan =
          warning.type === 'missed_payment' && warning.data.length === 1 ? warning.data[0] : null;
        const target = owedPlan
          ? routePath('public_plan', { plan_id: owedPlan.custom_url ?? String(owedPlan.plan_id) })
          : shown.action
            ? routePath(shown.action[1])
            : null;
        const dismiss = () => {
          setWarnings((all) => all.filter((other) => other !== warning));
          if (popup) {
            void api
              .request(endpoints.popupStorage, { body: { popup_name: popup }, quiet: true })
              .catch(() => undefined);
          }
        };
        return (
          <Bar
            key={warning.type}
            role="status"
            data-testid={`system-warning-${warning.type}`}
            $highlight={shown.highlight}
          >
            <span>{shown.text}</span>
            {shown.action && target && (
              <a
                href={target}
                onClick={(event) => {
                  event.preventDefault();
                  navigateToUrl(target);
                }}
              >
                {shown.action[0]}
              </a>
            )}
            {popup && (
              <button type="button" aria-label={w.close} onClick={dismiss}>
                ×
              </button>
            )}
          </Bar>
        );
      })}
    </>
  );
}
