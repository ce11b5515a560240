/** What other workspace packages (deploy, e2e) may use of the API without reaching into its modules. */
export { buildApi } from './app';
export { readConfig, type ApiConfig } from './config';
export { demoAccounts, demoBusiness } from './modules/demo-data';
// The web server draws a program's page for a signed-out visitor with its description cleaned as here.
export { sanitiseDescription } from './modules/programs';
export { isLoopbackHost, startupPosture, type StartupPosture } from './startup-posture';
