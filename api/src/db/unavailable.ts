/**
 * Whether an error means a backing server (PostgreSQL, Redis) cannot be reached right now, as during a
 * restart or a network fault, rather than that the request or our code is wrong. Such errors are answered
 * with 503 and Retry-After: the caller may simply try again, and the process keeps serving.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart). */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3])/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /enableOfflineQueue/i,
  /Reached the max retries per request/i,
];

export function isBackendUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}
