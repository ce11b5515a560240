import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import type { Reading, TableWrites } from '../db/table-writes';
import type { AuthenticatedIdentity } from './endpoint-route';

/**
 * Answers kept in memory and given again while nothing they read has been written since (decision 0260).
 * A route opts in (`keepAnswers` of registerEndpoint) when its answer depends only on the database and on
 * what the key holds: the method, the URL, the host, the token and the API version. Statements the route
 * runs are noted with the tables they name (db/table-writes.ts); a write to any of them, here or on another
 * instance, sets the answer aside. An answer that wrote, failed, set a cookie or read nothing is not kept.
 */
export interface AnswerCache {
  /** The route's first preHandler: gives a kept answer, or notes what the route reads to keep its answer. */
  lookUp: preHandlerHookHandler;
  /** The route's onSend hook: keeps the answer when it may be given again. */
  keep: onSendHookHandler;
}

/**
 * A kept answer is given for at most this long, whatever was written: what time alone changes (a trial that
 * ends, a sale that closes, the day a calendar calls today) shows within it without every comparison with
 * "now" having to say so, as does a write whose notification from another instance was lost.
 */
export const MAX_ANSWER_AGE_MS = 1_000;
const MAX_ANSWERS = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

interface KeptAnswer {
  payload: string;
  headers: Record<string, string | number | string[]>;
  identity: AuthenticatedIdentity | null;
  reading: Reading;
  keptAt: number;
}

/** One request working out the answer for a key; others with that key wait for `done`. */
interface Work {
  done: Promise<void>;
  settle: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

/** Headers of the answer that belong to this sending only. */
const NOT_KEPT = new Set(['content-length', 'date', 'set-cookie', 'retry-after']);

export function installAnswerCache(app: FastifyInstance, tables: TableWrites, clock: Clock): void {
  const answers = new LRUCache<string, KeptAnswer>({
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => answer.payload.length + 256,
  });
  const pending = new WeakMap<
    FastifyRequest,
    { key: string; reading: Reading; startedAt: number; work: Work | undefined }
  >();

  const keyOf = (request: FastifyRequest) =>
    createHash('sha256')
      .update(
        [
          request.method,
          request.url,
          request.host,
          request.headers.authorization ?? '',
          request.headers['api-version'] ?? '',
        ].join('\n'),
      )
      .digest('base64');

  const fresh = (answer: KeptAnswer) => {
    const age = clock.now().getTime() - answer.keptAt;
    return (
      age >= 0 &&
      age < MAX_ANSWER_AGE_MS &&
      Date.now() < answer.reading.notAfter &&
      tables.unchangedSince(answer.reading)
    );
  };

  async function give(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
    request.identity = answer.identity;
    // Every signed-in call counts against its identity's limit, kept answer or not.
    if (answer.identity) await app.perIdentityLimit.call(app, request, reply);
    reply.headers(answer.headers).send(answer.payload);
  }

  /** Keys whose answer one request is working out now: settled once it is sent, kept or not. */
  const working = new Map<string, Work>();

  const startWork = (key: string): Work => {
    let resolve = () => {};
    const work: Work = {
      done: new Promise<void>((settled) => (resolve = settled)),
      settle() {
        if (working.get(key) === work) working.delete(key);
        resolve();
      },
    };
    working.set(key, work);
    // A request that never sends (its connection gone mid-way) does not hold the others back for long.
    setTimeout(work.settle, MAX_ANSWER_AGE_MS).unref();
    return work;
  };

  const read = (request: FastifyRequest, key: string, done: (error?: Error) => void) => {
    const reading = tables.startReading();
    const work = working.has(key) ? undefined : startWork(key);
    pending.set(request, { key, reading, startedAt: clock.now().getTime(), work });
    // The rest of the route runs inside the reading: its statements are noted in it.
    tables.within(reading, () => done());
  };

  /** The kept answer for `key` while it is fresh; a stale one is let go. */
  const kept = (key: string) => {
    const answer = answers.get(key);
    if (!answer || fresh(answer)) return answer;
    answers.delete(key);
    return undefined;
  };

  app.decorate('answerCache', {
    lookUp(request, reply, done) {
      if (!tables.trusted) return done();
      const key = keyOf(request);
      const answer = kept(key);
      if (answer) {
        give(request, reply, answer).catch(done);
        return;
      }
      // Callers with the same key while one works the answer out wait for it rather than all reading it:
      // at 100 connections, an answer past its age was otherwise read a hundred times at once.
      const other = working.get(key);
      if (!other) return read(request, key, done);
      void other.done.then(() => {
        const answer = kept(key);
        if (answer) give(request, reply, answer).catch(done);
        else read(request, key, done);
      });
    },
    keep(request, reply, payload, done) {
      const noted = pending.get(request);
      pending.delete(request);
      const reading = noted?.reading;
      if (
        noted &&
        reading &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        !reply.hasHeader('set-cookie') &&
        !reading.wrote &&
        reading.statements > 0 &&
        tables.unchangedSince(reading)
      ) {
        const headers = Object.fromEntries(
          Object.entries(reply.getHeaders()).filter(
            (entry): entry is [string, string | number | string[]] =>
              entry[1] !== undefined && !NOT_KEPT.has(entry[0]),
          ),
        );
        answers.set(noted.key, {
          payload,
          headers,
          identity: request.identity ?? null,
          reading,
          keptAt: noted.startedAt,
        });
      }
      noted?.work?.settle();
      done(null, payload);
    },
  } satisfies AnswerCache);
}
