export { createApiClient, type Credentials } from './create-api-client';
export { createErrorPolicy, type ErrorPolicy } from './error-policy';
