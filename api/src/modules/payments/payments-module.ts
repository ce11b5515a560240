import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { createSimulatedProvider, type PaymentProvider } from '../payment-provider';
import type { Mailer } from '../mail';
import type { Realtime } from '../realtime';
import { createReceiptMailer } from './receipts';
import { createChargeService } from './charge-service';
import { registerConnectionRoutes } from './connection-routes';
import { registerSimulatedCardRoutes } from './simulated-card-routes';
import { createConnectionService } from './connection-service';

/**
 * Payments: the coach's connection to the payment provider and charges with the platform's fee
 * (spec 02 sections 1, 6 and 9). The simulated provider is the one in use until the Stripe adapter is
 * chosen by configuration (docs/decisions/0070).
 */
export function registerPaymentsModule(
  app: FastifyInstance,
  context: ApiContext,
  {
    realtime,
    mailer,
    provider = createSimulatedProvider(context.db),
  }: { realtime: Realtime; mailer: Mailer; provider?: PaymentProvider },
) {
  const connections = createConnectionService(context, { provider, realtime });
  registerConnectionRoutes(app, connections);
  // The Stripe adapter brings its publishable key with it; until then pages take cards through the simulator.
  registerSimulatedCardRoutes(app, { provider, clock: context.clock, publishableKey: null });
  const receipts = createReceiptMailer(context, { mailer });
  return {
    provider,
    connections,
    charges: createChargeService(context, { provider, connections, receipts }),
  };
}

export type PaymentsModule = ReturnType<typeof registerPaymentsModule>;
