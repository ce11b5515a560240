import { PROGRAM_FILTERS_STORAGE_PREFIX } from '../limits/constants';
import type { PlatformBus } from '../platform/platform-context';

/** The part of the browser's Storage (localStorage) these need; the API has no DOM types. */
export interface KeyedStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Forgets every saved program filter of this browser (local-storage keys under the prefix). */
export function forgetSavedProgramFilters(storage: KeyedStorage): void {
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
export function forgetSavedProgramFiltersOnAccountSwitch(
  bus: PlatformBus,
  storage: KeyedStorage,
): () => void {
  const subscription = bus.on('account.switching').subscribe(() => forgetSavedProgramFilters(storage));
  return () => subscription.unsubscribe();
}
