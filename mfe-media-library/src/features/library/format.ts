import { fileSizeText, mediaKindLabels, type MediaItem } from '@coachforge/contracts';

export const kindLabels = mediaKindLabels;

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export const formatSize = fileSizeText;

/** Duration and size under the name, as far as they are known. */
export function itemDetails(item: MediaItem): string {
  return [
    item.duration !== null ? formatDuration(item.duration) : null,
    item.file_size !== null ? formatSize(item.file_size) : null,
    item.kind === 'youtube' && item.video_site ? (item.video_site === 'youtube' ? 'YouTube' : 'Vimeo') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
