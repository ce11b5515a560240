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
  media: MediaConfig;
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
  };
}
