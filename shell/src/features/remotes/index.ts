export { basePathOf } from './base-path';
export { loadRuntimeManifest } from './load-runtime-manifest';
export { registerRemoteApplications } from './register-remotes';
