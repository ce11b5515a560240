import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { PayoutService } from './payout-service';
import { refundRequestOf, transactionQueryOf, type TransactionService } from './transaction-service';

const chargeIdOf = (request: FastifyRequest): number => {
  const value = (request.params as { charge_id?: string }).charge_id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, messages.transactions.notFound);
  return Number(value);
};

export function registerDashboardRoutes(
  app: FastifyInstance,
  { transactions, payouts }: { transactions: TransactionService; payouts: PayoutService },
): void {
  registerEndpoint(app, endpoints.transactions, async (request) =>
    transactions.page(identityOf(request), transactionQueryOf(request.query)),
  );
  registerEndpoint(app, endpoints.transactionsCsv, async (request, reply) => {
    const csv = await transactions.csv(identityOf(request), transactionQueryOf(request.query));
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transactions-${day}.csv"`);
    return csv;
  });
  registerEndpoint(app, endpoints.refundTransaction, async (request) =>
    transactions.refund(identityOf(request), chargeIdOf(request), refundRequestOf(request.body)),
  );
  registerEndpoint(app, endpoints.payouts, async (request) => payouts.payouts(identityOf(request)));
  registerEndpoint(app, endpoints.dashboard, async (request) => payouts.dashboard(identityOf(request)));
}
