import { messages, type ApiErrorBody } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from './http-error';

/** Deeper than any body the platform sends; deeper nesting is an attack on the parsers behind us. */
const MAX_DEPTH = 32;
/** Keys that would shadow what validation and string conversion call on every object. */
const SHADOWING_KEYS = new Set(['toString', 'valueOf', 'toJSON', 'hasOwnProperty', 'isPrototypeOf']);

const refused = (error: string) => new HttpError(422, { error } satisfies ApiErrorBody);

/** Why a parsed body cannot be handed to a route, or null when it can. */
function problemIn(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? messages.api.nulCharacter : null;
  if (!value || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return messages.api.tooDeep;
  for (const [key, child] of Object.entries(value)) {
    if (SHADOWING_KEYS.has(key) || key.includes('\u0000')) return messages.api.invalidRequest;
    const problem = problemIn(child, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * JSON bodies are parsed refusing prototype poisoning (`__proto__`, `constructor.prototype`), NUL
 * characters (PostgreSQL cannot store them in text), keys that shadow object methods and nesting deeper
 * than any form sends: each a 4xx before any route or validator sees the body.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(
        Object.assign(new Error(messages.api.malformedBody), {
          statusCode: 400,
          code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
        }),
      );
      return;
    }
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      done(
        Object.assign(new Error(messages.api.malformedBody), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
      );
      return;
    }
    const problem = problemIn(parsed);
    done(problem ? refused(problem) : null, parsed);
  });
}
