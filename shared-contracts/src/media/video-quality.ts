import { VIDEO_PLAYER_DEFAULT_QUALITY, VIDEO_RENDITION_HEIGHTS } from '../limits/constants';
import type { VideoRendition } from './media-item';

/** The quality a player starts on: the spec's default, or the best there is when there are fewer. */
export function defaultQualityIndex(renditions: readonly VideoRendition[]): number {
  return Math.max(0, Math.min(VIDEO_PLAYER_DEFAULT_QUALITY, renditions.length - 1));
}

/** "720p", as players name qualities; "Original" for a file whose size is not known. */
export function qualityLabel(rendition: VideoRendition): string {
  return rendition.height ? `${rendition.height}p` : 'Original';
}

/** The rendition heights worth making for an original this tall: only smaller ones. */
export function renditionHeightsFor(originalHeight: number | null): number[] {
  if (!originalHeight) return [];
  return VIDEO_RENDITION_HEIGHTS.filter((height) => height < originalHeight);
}
