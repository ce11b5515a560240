export { loadRuntimeManifest } from './load-runtime-manifest';
export { registerRemoteApplications } from './register-remotes';
