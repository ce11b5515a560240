import { join } from 'node:path';

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
  /** Concurrent tabs may present the same refresh token within this window without being called thieves. */
  refreshReuseGraceSeconds: number;
  signInAttemptsPerWindow: number;
  signInWindowMs: number;
  seedDemoData: boolean;
  /** Redis for realtime fan-out across API instances; in-process without it. */
  redisUrl: string | undefined;
  /**
   * Operators publish release notes with this token (header X-Admin-Token). Without it the admin
   * calls do not exist.
   */
  adminToken: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? join(process.cwd(), '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webClient: {
      id: env.WEB_CLIENT_ID ?? 'coachforge-web',
      secret: env.WEB_CLIENT_SECRET ?? 'coachforge-web-first-party',
    },
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    refreshReuseGraceSeconds: 10,
    signInAttemptsPerWindow: Number(env.SIGN_IN_ATTEMPTS ?? 10),
    signInWindowMs: 15 * 60 * 1000,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    redisUrl: env.REDIS_URL || undefined,
    adminToken: env.ADMIN_TOKEN && env.ADMIN_TOKEN.length >= 16 ? env.ADMIN_TOKEN : undefined,
  };
}
