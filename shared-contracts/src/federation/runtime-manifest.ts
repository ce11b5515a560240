/**
 * The runtime manifest the shell reads at boot (`/remotes.json`, served by deploy/). Deploying a remote
 * is changing its line here; nothing about a remote's location is compiled into the shell.
 */
export interface RemoteEntry {
  /** Module Federation name; the remote exposes './app'. */
  name: string;
  /** Shown in the contained error panel, e.g. 'Sign-in and sign-up'. */
  title: string;
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
  version: string;
  /** Path prefixes the remote owns. */
  activeWhen: string[];
  /** The contracts range the remote was built against. */
  contracts: string;
}

export interface RuntimeManifest {
  /** The first-party application credentials sent with sign-in and sign-up. */
  webClient: { id: string; secret: string };
  remotes: RemoteEntry[];
  /** How long a remote may take to load before its area shows the error panel (the shell's default: 15 s). */
  remoteLoadTimeLimitMs?: number;
  /** Where the browser reports its errors (an endpoint the operator configures); absent: nothing is sent. */
  errorReporting?: ErrorReportingSettings;
}

export interface ErrorReportingSettings {
  /** A Sentry-protocol DSN (Sentry, GlitchTip or any compatible collector). */
  dsn: string;
  environment: string;
}

/**
 * Spec 01 section 9: one session in ten is recorded for replay, and every session in which an error
 * happens, so an error can be seen as the person met it.
 */
export const ERROR_REPORTING_SAMPLE_RATES = { sessionReplays: 0.1, errorReplays: 1 } as const;

export const RUNTIME_MANIFEST_PATH = '/remotes.json';

/** Why a document is not a runtime manifest; the shell then fetches the live file or cannot start. */
export class RuntimeManifestError extends Error {
  constructor(path: string, expected: string) {
    super(`The runtime manifest's ${path} is not ${expected}`);
  }
}

type Reader<T> = (value: unknown, path: string) => T;

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Reader<string> = (value, path) => {
  if (typeof value !== 'string' || value.length === 0) throw new RuntimeManifestError(path, 'a text');
  return value;
};

const record: Reader<Record<string, unknown>> = (value, path) => {
  if (!isRecord(value)) throw new RuntimeManifestError(path, 'an object');
  return value;
};

function list<T>(value: unknown, path: string, item: Reader<T>, min = 0): T[] {
  if (!Array.isArray(value) || value.length < min)
    throw new RuntimeManifestError(path, min > 0 ? `a list of at least ${min}` : 'a list');
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

const remoteEntry: Reader<RemoteEntry> = (value, path) => {
  const entry = record(value, path);
  const name = text(entry.name, `${path}.name`);
  if (!REMOTE_NAME.test(name)) throw new RuntimeManifestError(`${path}.name`, 'a remote name');
  return {
    name,
    title: text(entry.title, `${path}.title`),
    manifest: text(entry.manifest, `${path}.manifest`),
    version: text(entry.version, `${path}.version`),
    activeWhen: list(entry.activeWhen, `${path}.activeWhen`, text, 1),
    contracts: text(entry.contracts, `${path}.contracts`),
  };
};

/**
 * The runtime manifest read from what `/remotes.json` (or the page holding it) answered: only the fields
 * named above are kept, and anything else is an error naming the field. Read by hand rather than with a
 * yup schema: this runs first on every page, and yup's first validation (its code compiled and warmed)
 * was about 18 ms of each start on a desktop CPU, four times that on a phone, for a document our own
 * web server writes (decision 0268).
 */
export function readRuntimeManifest(value: unknown): RuntimeManifest {
  const read = record(value, 'document');
  const webClient = record(read.webClient, 'webClient');
  const manifest: RuntimeManifest = {
    webClient: { id: text(webClient.id, 'webClient.id'), secret: text(webClient.secret, 'webClient.secret') },
    remotes: list(read.remotes, 'remotes', remoteEntry),
  };
  const limit = read.remoteLoadTimeLimitMs;
  if (limit !== undefined) {
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0)
      throw new RuntimeManifestError('remoteLoadTimeLimitMs', 'a positive whole number');
    manifest.remoteLoadTimeLimitMs = limit;
  }
  if (read.errorReporting !== undefined) {
    const reporting = record(read.errorReporting, 'errorReporting');
    manifest.errorReporting = {
      dsn: text(reporting.dsn, 'errorReporting.dsn'),
      environment: text(reporting.environment, 'errorReporting.environment'),
    };
  }
  return manifest;
}

/** The module every remote exposes: single-spa lifecycles taking RemoteMountProps. */
export const REMOTE_APP_MODULE = 'app';
