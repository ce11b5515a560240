import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renditionHeightsFor } from '@coachforge/contracts';
import type { MediaEventPublisher } from '../media-events';
import type { MediaRepository, StoredRendition } from '../media-repository';
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
 * Learns a hosted video's duration, size and a thumbnail, makes the smaller renditions it is streamed in
 * (decision 0108), then publishes it. Running it twice is harmless: only an item still processing is
 * touched, and renditions are written under the same keys. A file ffmpeg cannot read is published
 * without a preview rather than retried forever; a rendition ffmpeg cannot make is left out (the
 * original still plays); storage failures throw and the job retries.
 */
export function createProcessVideo({ repository, storage, tools, events, log }: ProcessVideoDeps) {
  return async function processVideo(payload: Record<string, unknown>): Promise<void> {
    const row = await repository.find(Number(payload.media_id));
    if (!row || row.status !== 'processing' || !row.storage_key) return;
    let duration: number | null = null;
    let height: number | null = null;
    let thumbKey: string | null = null;
    const renditions: StoredRendition[] = [];
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
        height = await tools.height(input).catch(() => null);
        for (const lines of renditionHeightsFor(height)) {
          const output = join(workDir, `${lines}p.mp4`);
          try {
            await tools.transcode(input, output, lines);
          } catch (error) {
            log?.(`video ${row.id} could not be made ${lines} lines tall; left out`, error);
            continue;
          }
          const key = `${row.storage_key}.${lines}p.mp4`;
          await storage.put(key, createReadStream(output), 'video/mp4');
          renditions.push({ height: lines, key });
        }
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    }
    const published = await repository.publish(row.id, { duration, thumbKey, height, renditions });
    if (published && published.account_id !== null) {
      events.publish({
        event: 'media_updated',
        data: { id: published.id, state: 'published', account_id: published.account_id },
      });
    }
  };
}
