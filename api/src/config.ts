import { resolveCname } from 'node:dns/promises';
import { join } from 'node:path';
import { parseVideoLink } from '@coachforge/contracts';
import { startupPosture } from './startup-posture';

export interface ApiConfig {
  port: number;
  host: string;
  /** Folder for the embedded database (and later uploads). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The first-party web application's credentials, seeded on start. */
  webClient: { id: string; secret: string };
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** A sign-in ends this many days after it started, however often it was refreshed. */
  sessionMaxDays: number;
  /** Concurrent tabs may present the same refresh token within this window without being called thieves. */
  refreshReuseGraceSeconds: number;
  signInAttemptsPerWindow: number;
  /** Sign-in attempts from one address across every email, per window: credential stuffing. */
  signInAddressAttemptsPerWindow: number;
  /** New identities from one address per hour. */
  signUpsPerHour: number;
  /** Calls one signed-in identity makes per minute, across every instance. */
  requestsPerMinutePerIdentity: number;
  /** Invitation mail a person whose own address is not yet confirmed may send per day. */
  unconfirmedDailyInviteLimit: number;
  /** Open realtime sockets per identity, and subscriptions per socket. */
  socketsPerIdentity: number;
  subscriptionsPerSocket: number;
  /** Addresses of the proxies in front of the API whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  signInWindowMs: number;
  /** Demo logins with published passwords: only on a loopback development start (startup-posture.ts). */
  seedDemoData: boolean;
  /** The address people open the platform at; mailed links start with it. */
  appUrl: string;
  /** SMTP server for outgoing mail; without it mail lands in the local outbox (GET /api/dev/outbox). */
  smtp: SmtpConfig | null;
  mailFrom: string;
  /** The outbox holds live reset links: only on a loopback development start (startup-posture.ts). */
  serveOutbox: boolean;
  /** Set when this start would expose development features on a public address; main refuses to start. */
  startupRefusal: string | undefined;
  passwordResetsPerWindow: number;
  dailyInviteLimit: number;
  /** Redis for realtime fan-out across API instances; in-process without it. */
  redisUrl: string | undefined;
  /**
   * Operators publish release notes with this token (header X-Admin-Token). Without it the admin
   * calls do not exist.
   */
  adminToken: string | undefined;
  /** Where the API reports unexpected errors (a Sentry-protocol DSN); none: nothing leaves the process. */
  errorReporting: { dsn: string; environment: string } | null;
  media: MediaConfig;
  /** Payments go through Stripe with these keys; without them, through the simulated provider. */
  stripe: StripeConfig | null;
  /**
   * Deliveries to automation hooks (decision 0179): a production start delivers to public addresses
   * only; a development or test start also to this machine.
   */
  automations: { allowLoopbackTargets: boolean; deliveryTimeoutMs: number };
  /**
   * White label (decisions 0185, 0186): the platform's own domain, under which accounts take a sub-domain
   * (PLATFORM_DOMAIN, by default APP_URL's host name: `localhost`, so `<name>.localhost` works on this
   * machine), and how a custom domain's CNAME record is looked up (tests hand in their own).
   */
  whiteLabel: { platformDomain: string; resolveCname: (name: string) => Promise<string[]> };
  /**
   * The platform's own mobile app, linked from What Happens Next (spec 02 section 2, decision 0174): a
   * store link only when one is configured, never a made-up address.
   */
  mobileApp: { name: string; appStoreUrl: string | null; playStoreUrl: string | null };
  /** The checklist's video tour (decision 0217): a YouTube or Vimeo link, or null. */
  tourVideoUrl: string | null;
}

/** An http(s) address, or null: a store link that is not one is not shown rather than shown broken. */
function webAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local server answering like Stripe); Stripe's own when absent. */
  apiBase?: string;
}

/** All three keys or none: a platform half on Stripe would take cards it cannot hear back about. */
function readStripe(env: NodeJS.ProcessEnv): StripeConfig | null {
  const keys = {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
  const given = Object.values(keys).filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3)
    throw new Error(
      'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them',
    );
  return {
    secretKey: keys.secretKey!,
    publishableKey: keys.publishableKey!,
    webhookSecret: keys.webhookSecret!,
    ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
  };
}

export interface MediaConfig {
  /** Signs upload and download URLs; generated once under dataDir when not given. */
  signingSecret: string | undefined;
  /** With a bucket, files go to S3-compatible storage; otherwise under dataDir/media. */
  s3: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  } | null;
  /** How often this process looks for due background jobs; 0 turns polling off (tests run jobs by hand). */
  jobPollMs: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

function readSmtp(env: NodeJS.ProcessEnv): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.API_HOST ?? '127.0.0.1';
  const smtp = readSmtp(env);
  const posture = startupPosture({
    bindHosts: [host],
    nodeEnv: env.NODE_ENV,
    smtpConfigured: smtp !== null,
    demoDataWanted: env.SEED_DEMO_DATA !== 'false',
  });
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  return {
    port: Number(env.API_PORT ?? 4000),
    host,
    dataDir: env.DATA_DIR ?? join(process.cwd(), '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webClient: {
      id: env.WEB_CLIENT_ID ?? 'coachforge-web',
      secret: env.WEB_CLIENT_SECRET ?? 'coachforge-web-first-party',
    },
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    sessionMaxDays: Number(env.SESSION_MAX_DAYS ?? 90),
    refreshReuseGraceSeconds: 10,
    signInAttemptsPerWindow: Number(env.SIGN_IN_ATTEMPTS ?? 10),
    signInWindowMs: 15 * 60 * 1000,
    signInAddressAttemptsPerWindow: Number(env.SIGN_IN_ADDRESS_ATTEMPTS ?? 50),
    signUpsPerHour: Number(env.SIGN_UPS_PER_HOUR ?? 20),
    requestsPerMinutePerIdentity: Number(env.REQUESTS_PER_MINUTE ?? 600),
    unconfirmedDailyInviteLimit: Number(env.UNCONFIRMED_DAILY_INVITE_LIMIT ?? 3),
    socketsPerIdentity: Number(env.SOCKETS_PER_IDENTITY ?? 10),
    subscriptionsPerSocket: Number(env.SUBSCRIPTIONS_PER_SOCKET ?? 30),
    trustedProxies: (env.TRUSTED_PROXIES ?? '127.0.0.1,::1')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    seedDemoData: posture.seedDemoData,
    media: {
      signingSecret: env.MEDIA_SIGNING_SECRET || undefined,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
            ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
            ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : null,
      jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    },
    appUrl,
    smtp,
    mailFrom: env.MAIL_FROM ?? 'Coachforge <no-reply@coachforge.test>',
    serveOutbox: posture.serveOutbox,
    startupRefusal: posture.refusal,
    passwordResetsPerWindow: Number(env.PASSWORD_RESET_ATTEMPTS ?? 5),
    dailyInviteLimit: Number(env.DAILY_INVITE_LIMIT ?? 20),
    redisUrl: env.REDIS_URL || undefined,
    adminToken: env.ADMIN_TOKEN && env.ADMIN_TOKEN.length >= 16 ? env.ADMIN_TOKEN : undefined,
    errorReporting: env.ERROR_REPORTING_DSN
      ? { dsn: env.ERROR_REPORTING_DSN, environment: env.ERROR_REPORTING_ENVIRONMENT ?? 'production' }
      : null,
    stripe: readStripe(env),
    whiteLabel: {
      platformDomain: (env.PLATFORM_DOMAIN ?? new URL(appUrl).hostname).trim().toLowerCase(),
      resolveCname,
    },
    automations: {
      allowLoopbackTargets: !posture.production,
      deliveryTimeoutMs: Number(env.AUTOMATION_DELIVERY_TIMEOUT_MS ?? 10_000),
    },
    mobileApp: {
      name: env.MOBILE_APP_NAME?.trim() || 'Coachforge',
      appStoreUrl: webAddress(env.APP_STORE_URL),
      playStoreUrl: webAddress(env.PLAY_STORE_URL),
    },
    // Only a video site's link: the pages' CSP lets in no other player, and no file of another origin.
    tourVideoUrl: env.TOUR_VIDEO_URL && parseVideoLink(env.TOUR_VIDEO_URL) ? env.TOUR_VIDEO_URL.trim() : null,
  };
}
