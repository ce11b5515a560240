export { forgetOfflineData, registerCalendarServiceWorker } from './register-service-worker';
export { isOfflineApiRead } from './offline-caches';
