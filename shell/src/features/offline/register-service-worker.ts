import { OFFLINE_API_CACHE, OFFLINE_SCOPE } from './offline-caches';

/**
 * Registers the calendar's service worker. Only the calendar is controlled: the rest of the platform is
 * online-only and behaves exactly as without a worker.
 */
export function registerCalendarServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/service-worker.js', { scope: OFFLINE_SCOPE }).catch((error) => {
    console.warn('The calendar will not open offline: its service worker was refused', error);
  });
}

/** One person's stored answers go when they sign out or switch account (their results outbox is per user). */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_API_CACHE);
}
