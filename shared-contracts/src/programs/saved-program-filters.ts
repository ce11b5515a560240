import { PROGRAM_FILTERS_STORAGE_PREFIX } from '../limits/constants';
import type { PlatformBus } from '../platform/platform-context';

/** Forgets every saved program filter of this browser (local-storage keys under the prefix). */
export function forgetSavedProgramFilters(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  for (const key of keys) {
    if (key.startsWith(PROGRAM_FILTERS_STORAGE_PREFIX)) storage.removeItem(key);
  }
}

/**
 * Saved program filters belong to the account they were chosen in: when this tab switches account
 * they are forgotten (spec 03 section 7, PUT accounts/switch). The programs remote subscribes while it
 * is on the page; returns the unsubscribe.
 */
export function forgetSavedProgramFiltersOnAccountSwitch(bus: PlatformBus, storage: Storage): () => void {
  const subscription = bus.on('account.switching').subscribe(() => forgetSavedProgramFilters(storage));
  return () => subscription.unsubscribe();
}
