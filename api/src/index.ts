/** What other workspace packages (deploy, e2e) may use of the API without reaching into its modules. */
export { buildApi } from './app';
export { readConfig, type ApiConfig } from './config';
export { demoAccounts, demoBusiness } from './modules/demo-data';
export { isLoopbackHost, startupPosture, type StartupPosture } from './startup-posture';
