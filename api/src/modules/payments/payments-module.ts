import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import {
  createSimulatedProvider,
  createStripeProvider,
  type PaymentProvider,
  type StripeProvider,
} from '../payment-provider';
import type { Mailer } from '../mail';
import type { NotificationPublisher } from '../notifications';
import type { Realtime } from '../realtime';
import { createReceiptMailer } from './receipts';
import { createChargeService } from './charge-service';
import { registerConnectionRoutes } from './connection-routes';
import { registerSimulatedCardRoutes } from './simulated-card-routes';
import { createConnectionService } from './connection-service';
import { createPlatformCharges } from './platform-charges';
import { registerWebhookRoutes } from './webhook-routes';

/**
 * Payments: the coach's connection to the payment provider, charges with the platform's fee and the
 * provider's webhooks (spec 02 sections 1, 6 and 9). Stripe when its keys are configured, otherwise the
 * simulated provider (docs/decisions/0070 and 0163).
 */
export function registerPaymentsModule(
  app: FastifyInstance,
  context: ApiContext,
  {
    realtime,
    mailer,
    notifications,
    provider = providerFor(context),
  }: { realtime: Realtime; mailer: Mailer; notifications: NotificationPublisher; provider?: PaymentProvider },
) {
  const connections = createConnectionService(context, { provider, realtime, notifications });
  registerConnectionRoutes(app, connections);
  registerSimulatedCardRoutes(app, {
    provider,
    clock: context.clock,
    publishableKey: context.config.stripe?.publishableKey ?? null,
  });
  const receipts = createReceiptMailer(context, { mailer });
  const charges = createChargeService(context, { provider, connections, receipts });
  if (isStripe(provider)) registerWebhookRoutes(app, { db: context.db, provider, charges, connections });
  return { provider, connections, charges, platformCharges: createPlatformCharges(provider) };
}

const providerFor = ({ config, db, clock }: ApiContext): PaymentProvider =>
  config.stripe ? createStripeProvider(config.stripe) : createSimulatedProvider(db, clock);

const isStripe = (provider: PaymentProvider): provider is StripeProvider =>
  provider.kind === 'stripe' && 'webhookEvent' in provider;

export type PaymentsModule = ReturnType<typeof registerPaymentsModule>;
