import { isIP } from 'node:net';

/**
 * Two conveniences of a developer's machine are dangerous anywhere else: the mail outbox (it shows live
 * password-reset links to whoever opens it) and the demo logins (their passwords are published). They
 * are on only for a development start bound to loopback; a development start on a public address
 * refuses to start rather than serve them, so a self-hoster cannot expose them by forgetting a setting.
 */
export interface StartupInput {
  /** Every address the platform listens on (the API's and, with `pnpm start`, the web server's). */
  bindHosts: string[];
  nodeEnv: string | undefined;
  /** SMTP is configured: mail leaves the machine, so there is no outbox to read. */
  smtpConfigured: boolean;
  /** SEED_DEMO_DATA=false turns the demo logins off on a development start too. */
  demoDataWanted: boolean;
}

export interface StartupPosture {
  production: boolean;
  serveOutbox: boolean;
  seedDemoData: boolean;
  /** Why the start must be refused; absent when it may go ahead. */
  refusal?: string;
}

/** localhost, 127.0.0.0/8 and ::1 reach only this machine; every other address (0.0.0.0, ::, a LAN IP) is public. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

export function startupPosture(input: StartupInput): StartupPosture {
  const production = input.nodeEnv === 'production';
  if (production) return { production, serveOutbox: false, seedDemoData: false };
  const serveOutbox = !input.smtpConfigured;
  const seedDemoData = input.demoDataWanted;
  const publicHosts = input.bindHosts.filter((host) => !isLoopbackHost(host));
  if (publicHosts.length === 0 || (!serveOutbox && !seedDemoData))
    return { production, serveOutbox, seedDemoData };
  const features = [serveOutbox && 'the mail outbox', seedDemoData && 'the demo logins']
    .filter(Boolean)
    .join(' and ');
  return {
    production,
    serveOutbox,
    seedDemoData,
    refusal:
      `Refusing to start: ${features} of a development start would be reachable on ${publicHosts.join(', ')}. ` +
      'Set NODE_ENV=production to run on a public address, or bind to 127.0.0.1 for development.',
  };
}

/** Throws the refusal of a start that would expose development features; the caller exits with it. */
export function assertSafeStart(posture: StartupPosture): void {
  if (posture.refusal) throw new UnsafeStartError(posture.refusal);
}

export class UnsafeStartError extends Error {
  override name = 'UnsafeStartError';
}
