export { forgetOfflineData, registerCalendarServiceWorker } from './register-service-worker';
export { isOfflineApiRead, OFFLINE_SCOPE } from './offline-caches';
