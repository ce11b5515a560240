import { spawn, type ChildProcess } from 'node:child_process';
import { API_VERSION, apiPath, endpoints } from '@coachforge/contracts';
import { readConfig, startupPosture, type ApiConfig } from '@coachforge/api';
import { apiProcessArguments } from './paths';
import { startWebServer } from './web-server';

export interface PlatformOptions {
  port: number;
  host?: string;
  apiPort: number;
  dataDir: string;
  logLevel?: string;
  withholdRemotes?: string[];
  releasesDir?: string;
  remoteLoadTimeLimitMs?: number;
  /** Settings for this platform's API beyond the process's own environment (a bench's higher limits). */
  apiEnv?: Record<string, string>;
}

export interface RunningPlatform {
  url: string;
  apiConfig: ApiConfig;
  stop(): Promise<void>;
}

/**
 * The whole platform on the embedded defaults: the API (PGlite under dataDir) in its own process,
 * and the web server for the shell and remotes in front of it on one origin.
 */
export async function runPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.apiEnv,
    DATA_DIR: options.dataDir,
    API_PORT: String(options.apiPort),
  };
  const apiConfig = readConfig(env);
  // The web server proxies /api, so its address counts as much as the API's own.
  const { refusal } = startupPosture({
    bindHosts: [apiConfig.host, options.host ?? '127.0.0.1'],
    nodeEnv: env.NODE_ENV,
    smtpConfigured: apiConfig.smtp !== null,
    demoDataWanted: env.SEED_DEMO_DATA !== 'false',
  });
  if (refusal) throw new Error(refusal);
  const apiOrigin = `http://${apiConfig.host}:${apiConfig.port}`;

  const api: ChildProcess = spawn(process.execPath, apiProcessArguments(env), {
    env: { ...env, LOG_LEVEL: options.logLevel ?? 'warn' },
    stdio: 'inherit',
  });
  let stopping = false;
  const apiExited = new Promise<number | null>((resolve) =>
    api.once('exit', (code, signal) => {
      // An API that stops while the web server runs leaves every page answering 502: say so, and how it ended.
      if (!stopping) console.error(`The API stopped (exit code ${code}, signal ${signal})`);
      resolve(code);
    }),
  );

  await Promise.race([
    waitForApi(apiOrigin),
    apiExited.then((code) => {
      throw new Error(`The API stopped while starting (exit code ${code})`);
    }),
  ]);
  const web = await startWebServer({
    port: options.port,
    host: options.host ?? '127.0.0.1',
    apiOrigin,
    webClient: apiConfig.webClient,
    withholdRemotes: options.withholdRemotes ?? [],
    releasesDir: options.releasesDir,
    remoteLoadTimeLimitMs: options.remoteLoadTimeLimitMs,
    mediaOrigins: mediaOriginsOf(apiConfig),
    stripe: apiConfig.stripe !== null,
    ...(env.BROWSER_ERROR_REPORTING_DSN
      ? {
          errorReporting: {
            dsn: env.BROWSER_ERROR_REPORTING_DSN,
            environment: env.ERROR_REPORTING_ENVIRONMENT ?? 'production',
          },
        }
      : {}),
    platformDomain: apiConfig.whiteLabel.platformDomain,
    trustedProxies: (env.WEB_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  });

  return {
    url: `http://localhost:${options.port}`,
    apiConfig,
    async stop() {
      stopping = true;
      await web.close();
      api.kill('SIGTERM');
      await apiExited;
    },
  };
}

/** Resolves once the API at origin answers a request. */
export async function waitForApi(origin: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}${apiPath(endpoints.themes)}`, {
        headers: { 'API-Version': API_VERSION },
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer at ${origin} within 60 s`);
}

/** With S3 storage the browser reads and uploads media at the bucket's origin; the pages' CSP allows it. */
export function mediaOriginsOf({ media: { s3 } }: ApiConfig): string[] {
  if (!s3) return [];
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return [s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
  }
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`];
}
