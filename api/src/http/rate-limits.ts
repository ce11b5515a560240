import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { ApiConfig } from '../config';
import { messages } from '@coachforge/contracts';
import { httpError } from './http-error';

/**
 * Rate limits whose counters every API instance shares: in Redis when REDIS_URL is set, else in this
 * process (one instance). A Redis outage lets requests through rather than failing them: limits are a
 * brake, not a lock.
 *
 * Keys use `request.ip`, which is the caller's address only because `trustProxy` believes
 * X-Forwarded-For from the proxies we run (TRUSTED_PROXIES) and they overwrite it; anyone else's header
 * is ignored.
 */
export async function installRateLimits(app: FastifyInstance, config: ApiConfig): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  // An unreachable Redis is reported by the commands that fail; the client keeps reconnecting.
  redis?.on('error', () => undefined);
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'coachforge-limit:' } : {}),
  });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  // Every signed-in identity, whatever it calls: one runaway script or stolen token cannot flood the API.
  app.decorate(
    'perIdentityLimit',
    limitHook(app, {
      name: 'identity',
      max: config.requestsPerMinutePerIdentity,
      timeWindowMs: 60_000,
      key: (request) => String(request.identity?.userId ?? request.ip),
      message: messages.http.tooManyRequests,
    }),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts every authenticated call per identity (installRateLimits). */
    perIdentityLimit: preHandlerAsyncHookHandler;
  }
}

export interface Limit {
  /** Names the counter, so two limits on one route count apart. */
  name: string;
  max: number;
  timeWindowMs: number;
  key: (request: FastifyRequest) => string;
  message: string;
}

/** A preHandler that answers 429 with `message` once `key` has been counted `max` times in the window. */
export function limitHook(app: FastifyInstance, limit: Limit): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `${limit.name}|${limit.key(request)}`,
  });
  return async (request, reply) => {
    const outcome = await check(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', Math.ceil(outcome.ttl / 1000));
      throw httpError(429, limit.message);
    }
  };
}

/** The body's email, lower-cased, for limits per person named in a form. */
export const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
