export { createDevApi } from './dev-api';
export { createDevSession, type DevClient } from './dev-session';
export { basePathOfRoutes, startDevHost } from './start-dev-host';
