import { accountStateOf, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { presentSubscription } from './user-presenter';
import { userRepository } from './user-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of calls closed while the coach account is blocked: answers 406. */
    refuseWhileBlocked: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * A coach account whose trial ended without a plan is blocked (spec 01 section 4): the calls its closed
 * pages make are refused with 406, which sends the browser to coach_blocked. Accounts without a platform
 * subscription (clients) are never blocked.
 */
export function installBlockedAccountCheck(app: FastifyInstance, { db, clock }: ApiContext): void {
  app.decorate('refuseWhileBlocked', async (request: FastifyRequest) => {
    if (!request.identity) return;
    const row = await userRepository.findPlatformSubscription(db, request.identity.accountId);
    if (!row) return;
    const state = accountStateOf(presentSubscription(row, clock.now()));
    // The FREE plan is a plan: its limits apply, but nothing is closed.
    if (state.blocked && !state.free) throw httpError(406, messages.http.blocked);
  });
}
