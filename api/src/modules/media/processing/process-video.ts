import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaEventPublisher } from '../media-events';
import type { MediaRepository } from '../media-repository';
import type { MediaStorage } from '../storage/media-storage';
import type { VideoTools } from './video-tools';

export interface ProcessVideoDeps {
  repository: MediaRepository;
  storage: MediaStorage;
  tools: VideoTools | null;
  events: MediaEventPublisher;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Learns a hosted video's duration and a thumbnail, then publishes it. Running it twice is harmless:
 * only an item still processing is touched. A file ffmpeg cannot read is published without a
 * preview rather than retried forever; storage failures throw and the job retries.
 */
export function createProcessVideo({ repository, storage, tools, events, log }: ProcessVideoDeps) {
  return async function processVideo(payload: Record<string, unknown>): Promise<void> {
    const row = await repository.find(Number(payload.media_id));
    if (!row || row.status !== 'processing' || !row.storage_key) return;
    let duration: number | null = null;
    let thumbKey: string | null = null;
    if (tools) {
      const workDir = await mkdtemp(join(tmpdir(), 'coachforge-thumb-'));
      try {
        // ffmpeg reads a local copy and nothing else (video-tools.ts); a storage failure throws and retries.
        const input = join(workDir, 'input');
        await storage.download(row.storage_key, input);
        try {
          duration = await tools.duration(input);
          const output = join(workDir, 'thumb.jpg');
          await tools.thumbnail(input, output, duration !== null && duration < 2 ? 0 : 1);
          if ((await stat(output).catch(() => null))?.size) {
            thumbKey = `${row.storage_key}.thumb.jpg`;
            await storage.put(thumbKey, createReadStream(output), 'image/jpeg');
          }
        } catch (error) {
          log?.(`video ${row.id} could not be read by ffmpeg; published without a preview`, error);
        }
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    }
    const published = await repository.publish(row.id, { duration, thumbKey });
    if (published && published.account_id !== null) {
      events.publish({
        event: 'media_updated',
        data: { id: published.id, state: 'published', account_id: published.account_id },
      });
    }
  };
}
