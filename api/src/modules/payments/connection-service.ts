import { randomUUID } from 'node:crypto';
import {
  routePath,
  type PaymentOnboardingLink,
  type PaymentOnboardingSource,
  type PaymentProviderConnection,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { paymentProviderRepository, type ConnectionRow, type PaymentProvider } from '../payment-provider';
import type { NotificationPublisher } from '../notifications';
import type { Realtime } from '../realtime';
import { taxStateRepository } from '../users';
import { ownedCoachAccount } from './coach-owner';

const statusOf = (row: ConnectionRow | null): PaymentProviderConnection['status'] =>
  !row?.provider_account_id && !row?.charges_enabled
    ? 'not_connected'
    : row.charges_enabled
      ? 'enabled'
      : 'pending';

export function presentConnection(
  row: ConnectionRow | null,
  provider: PaymentProvider,
): PaymentProviderConnection {
  return {
    provider: row?.provider ?? provider.kind,
    status: statusOf(row),
    charges_enabled: row?.charges_enabled ?? false,
    payouts_enabled: row?.payouts_enabled ?? false,
  };
}

/**
 * A coach's account at the payment provider: created on the first onboarding call, completed on the
 * provider's pages (at once on the simulated provider). Each change is pushed to the account's open pages
 * as `stripe_status_changed`, so the session's user is read again.
 */
export function createConnectionService(
  { db, config, clock }: ApiContext,
  {
    provider,
    realtime,
    notifications,
  }: { provider: PaymentProvider; realtime: Realtime; notifications: NotificationPublisher },
) {
  /** Reads the provider's view of the account, records it and tells open pages when it changed. */
  async function refresh(accountId: number, providerAccountId: string): Promise<ConnectionRow> {
    const remote = await provider.retrieveConnectedAccount(providerAccountId);
    const row: ConnectionRow = {
      provider: provider.kind,
      provider_account_id: providerAccountId,
      charges_enabled: remote?.charges_enabled ?? false,
      payouts_enabled: remote?.payouts_enabled ?? false,
      account_type: remote?.type ?? null,
      requirements_due: remote?.requirements_due ?? [],
    };
    const { changed } = await db.transaction(async (tx) => {
      const saved = await paymentProviderRepository.save(tx, accountId, row);
      // Tax collection asked for before the account could take charges starts now (decision 0206).
      if (row.charges_enabled) await taxStateRepository.activatePending(tx, accountId);
      // Plan danger (decision 0229): the account could take charges and no longer can, so each paid program
      // it sells stops selling and its renewals will fail. Told once per program and change.
      if (saved.chargesLost)
        for (const planId of await paymentProviderRepository.sellingPrograms(tx, accountId))
          await notifications.publish(
            {
              type: 'coach_plan_danger',
              key: `plan-danger:${planId}:${clock.now().toISOString()}`,
              recipient: { account_id: accountId },
              payload: { plan_id: planId },
            },
            { tx },
          );
      return saved;
    });
    if (changed)
      await realtime.toAccount('SystemNotificationChannel', accountId, {
        type: 'stripe_status_changed',
        data: {
          stripe_connect_status: statusOf(row),
          stripe_connect_payouts: row.payouts_enabled,
        },
      });
    return row;
  }

  /** The account's id at the provider, made once (the key makes two quick clicks make one account). */
  async function providerAccountOf(accountId: number): Promise<string> {
    const existing = await paymentProviderRepository.find(db, accountId);
    if (existing?.provider_account_id && existing.provider === provider.kind)
      return existing.provider_account_id;
    const created = await provider.createConnectedAccount(
      { reference: String(accountId) },
      `connect-account-${provider.kind}-${accountId}`,
    );
    return created.id;
  }

  return {
    async connection(identity: { userId: number; accountId: number }): Promise<PaymentProviderConnection> {
      const { accountId } = await ownedCoachAccount(db, identity);
      return presentConnection(await paymentProviderRepository.find(db, accountId), provider);
    },

    async onboarding(
      identity: { userId: number; accountId: number },
      source: PaymentOnboardingSource,
    ): Promise<PaymentOnboardingLink> {
      const { accountId } = await ownedCoachAccount(db, identity);
      const providerAccountId = await providerAccountOf(accountId);
      const link = await provider.onboardingLink(
        {
          accountId: providerAccountId,
          returnUrl: `${config.appUrl}${routePath('onboarding-stripe', {}, { source })}`,
          refreshUrl: `${config.appUrl}${routePath('onboarding-stripe-error', {}, { source: source === 'my_plans' ? 'settings' : source })}`,
        },
        `onboarding-link-${randomUUID()}`,
      );
      const row = await refresh(accountId, providerAccountId);
      return { url: link.url, connection: presentConnection(row, provider) };
    },

    /** A webhook said a coach's provider account changed (onboarding finished, payouts paused). */
    async refreshProviderAccount(providerAccountId: string): Promise<void> {
      const accountId = await paymentProviderRepository.accountOf(db, providerAccountId);
      if (accountId !== null) await refresh(accountId, providerAccountId);
    },

    /** The provider's account of a coach who can take charges, made on first use for the demo data's rows. */
    async chargeableAccount(accountId: number): Promise<string | null> {
      const row = await paymentProviderRepository.find(db, accountId);
      if (!row?.charges_enabled) return null;
      if (row.provider_account_id && row.provider === provider.kind) return row.provider_account_id;
      if (provider.kind !== 'simulated') return null;
      const created = await providerAccountOf(accountId);
      await paymentProviderRepository.connect(db, accountId, provider.kind, created);
      return created;
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
