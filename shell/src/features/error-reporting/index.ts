export { startErrorReporting } from './start-error-reporting';
