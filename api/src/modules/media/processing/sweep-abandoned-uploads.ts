import type { JobQueue } from '../../job-queue';
import type { MediaRepository } from '../media-repository';
import { recordedKeyOf, type MediaStorage } from '../storage/media-storage';

export const SWEEP_UPLOADS_JOB = 'media.sweep_abandoned_uploads';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Longer than a signed upload URL lives (1 hour) plus a very slow 500 MB upload. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const hourKey = (at: number) => `${SWEEP_UPLOADS_JOB}:${new Date(at).toISOString().slice(0, 13)}`;

/** Schedules the hourly sweep; the unique key per hour keeps several API processes from doubling it. */
export function scheduleUploadSweep(jobs: JobQueue, delayMs = 0) {
  return jobs.enqueue(SWEEP_UPLOADS_JOB, {}, { uniqueKey: hourKey(Date.now() + delayMs), delayMs });
}

/** Deletes media whose signed upload was never recorded, file and row, then schedules the next sweep. */
export function createUploadSweep(repository: MediaRepository, storage: MediaStorage, jobs: JobQueue) {
  return async function sweep(): Promise<void> {
    for (const row of await repository.abandonedUploads(ABANDONED_AFTER_MS)) {
      if (row.storage_key) {
        await storage.delete(row.storage_key);
        await storage.delete(recordedKeyOf(row.storage_key));
      }
      await repository.remove(row.id);
    }
    await scheduleUploadSweep(jobs, SWEEP_EVERY_MS);
  };
}
