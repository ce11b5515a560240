import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { Mailer } from '../mail';
import type { NotificationPublisher } from '../notifications';
import type { PaymentProvider } from '../payment-provider';
import { registerDashboardRoutes } from './dashboard-routes';
import { createPayoutService } from './payout-service';
import { createTransactionService } from './transaction-service';

/**
 * The coach's money (spec 01 section 2.3, spec 02 sections 4 and 9): transactions with their fees,
 * refunds once per transaction, the CSV export, payouts and the dashboard's months.
 */
export function registerDashboardModule(
  app: FastifyInstance,
  context: ApiContext,
  deps: { provider: PaymentProvider; mailer: Mailer; notifications: NotificationPublisher },
) {
  const { provider } = deps;
  const transactions = createTransactionService(context, deps);
  const payouts = createPayoutService(context, { provider });
  registerDashboardRoutes(app, { transactions, payouts });
  return { transactions, payouts };
}
