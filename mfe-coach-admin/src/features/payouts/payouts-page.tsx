import { endpoints, messages, type PaymentProviderConnection } from '@coachforge/contracts';
import { useBusEvent, useMe, useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import { Button, Card, Notice, Page } from '@coachforge/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorText } from '../../components/api-errors';
import { PayoutFacts } from '../../components/payout-facts';
import { PayoutsTable } from '../../components/payouts-table';
import { QueryState } from '../../components/query-state';

const connectionKey = ['coach_admin', 'payment-provider'] as const;

const statusNotice: Record<PaymentProviderConnection['status'], ['info' | 'warning' | 'success', string]> = {
  not_connected: ['info', messages.payouts.notConnected],
  pending: ['warning', messages.payouts.pending],
  enabled: ['success', messages.payouts.connected],
};

/**
 * coach_profile_payment (spec 01 section 2.3): the coach's payment-provider account and payouts. The
 * onboarding link call opens the provider's pages (or completes at once on the simulated provider); the
 * screen differs by account type: a custom account's payouts are shown here, a standard account's coach
 * reads them at the provider (decision 0166).
 */
export function PayoutsPage({
  openLink = (url) => window.location.assign(url),
}: {
  /** Leaves for the provider's onboarding pages (a test records it instead). */
  openLink?: (url: string) => void;
}) {
  const { api, toast } = usePlatform();
  const me = useMe();
  const navigateTo = useNavigateTo();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const connection = useQuery({
    queryKey: connectionKey,
    queryFn: ({ signal }) => api.request(endpoints.paymentProviderConnection, { signal, quiet: true }),
  });
  // The provider finished (or paused) the account: the shell reloads the session; the status is read again.
  useBusEvent('stripe.status-changed', () => void queryClient.invalidateQueries({ queryKey: connectionKey }));

  const onboard = async () => {
    setOpening(true);
    try {
      const link = await api.request(endpoints.paymentProviderOnboarding, {
        body: { source: 'settings' },
        quiet: true,
      });
      openLink(link.url);
    } catch (error) {
      toast.show({ type: 'error', text: apiErrorText(error) });
      setOpening(false);
    }
  };

  const type = me?.current.stripe_account_type ?? null;
  return (
    <Page data-testid="coach_admin-page" data-route="coach_profile_payment">
      <h1>Payouts</h1>
      <Card title="Payment provider">
        <QueryState query={connection}>
          {(current) => {
            const [tone, text] = statusNotice[current.status];
            return (
              <Notice
                tone={tone}
                testId="payment-provider-status"
                action={
                  current.status === 'enabled' ? null : (
                    <Button type="button" loading={opening} onClick={() => void onboard()}>
                      {current.status === 'pending'
                        ? messages.payouts.continueOnboarding
                        : messages.payouts.connect}
                    </Button>
                  )
                }
              >
                {text}
              </Notice>
            );
          }}
        </QueryState>
      </Card>
      {type === 'custom' ? (
        <Card
          title="Your payouts"
          aside={
            <Button
              type="button"
              $variant="secondary"
              $size="small"
              onClick={() => navigateTo('coach_dashboard_transactions')}
            >
              Open the dashboard
            </Button>
          }
        >
          <PayoutsTable />
        </Card>
      ) : type === 'standard' ? (
        <Notice testId="standard-account">{messages.payouts.standardAccount}</Notice>
      ) : null}
      <PayoutFacts />
    </Page>
  );
}
