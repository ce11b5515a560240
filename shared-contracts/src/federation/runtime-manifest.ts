import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';

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

export const runtimeManifestSchema: yup.ObjectSchema<RuntimeManifest> = lazySchema(() =>
  yup.object({
    webClient: yup.object({ id: yup.string().required(), secret: yup.string().required() }).required(),
    remotes: yup
      .array(
        yup.object({
          name: yup
            .string()
            .matches(/^[a-z][a-z0-9_]*$/)
            .required(),
          title: yup.string().required(),
          manifest: yup.string().required(),
          version: yup.string().required(),
          activeWhen: yup.array(yup.string().required()).min(1).required(),
          contracts: yup.string().required(),
        }),
      )
      .required(),
    remoteLoadTimeLimitMs: yup.number().integer().positive().optional(),
    errorReporting: yup
      .object({ dsn: yup.string().required(), environment: yup.string().required() })
      .default(undefined)
      .optional(),
  }),
);

/** The module every remote exposes: single-spa lifecycles taking RemoteMountProps. */
export const REMOTE_APP_MODULE = 'app';
