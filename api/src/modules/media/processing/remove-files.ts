import type { JobHandler } from '../../job-queue';
import type { MediaStorage } from '../storage/media-storage';

/** Deletes stored objects whose rows are gone (a deleted account's library). */
export const REMOVE_MEDIA_FILES_JOB = 'media.remove_files';

/**
 * Deleting a missing object succeeds in both stores, so a retry after a partial run (the store was down
 * half-way) deletes the rest and repeats nothing harmful.
 */
export function createRemoveFiles(storage: MediaStorage): JobHandler {
  return async (payload) => {
    const keys = Array.isArray(payload.keys)
      ? payload.keys.filter((k): k is string => typeof k === 'string')
      : [];
    for (const key of keys) await storage.delete(key);
  };
}
