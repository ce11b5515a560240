import { fromBuffer } from 'file-type';
import type { MediaKind } from '@coachforge/contracts';

/** Bytes read from the start of a file to learn what it really is. */
export const SNIFF_BYTES = 4100;

const allowedDeclared: RegExp[] = [
  /^image\/(jpeg|png|gif|webp|avif|heic|heif|bmp)$/,
  /^video\/[a-z0-9.+-]+$/,
  /^audio\/[a-z0-9.+-]+$/,
  /^application\/pdf$/,
  /^text\/(plain|csv)$/,
  /^application\/(zip|json|rtf|msword|vnd\.ms-[a-z.-]+|vnd\.openxmlformats-officedocument\.[a-z.-]+)$/,
];

/** Whatever could run in a browser or on a computer is refused whatever name it carries. */
const forbiddenDetected =
  /^application\/(x-msdownload|x-elf|x-mach-binary|x-executable|wasm|x-sh|java-archive|x-msi|vnd\.microsoft\.portable-executable)$/;
const markupStart = /^\s*(<!doctype\s+html|<html|<script|<svg|<\?xml|<iframe|<body|<head)/i;

export type ContentCheck =
  | { ok: true; kind: MediaKind; contentType: string; inline: boolean }
  | { ok: false; reason: 'forbidden' | 'mismatch' };

export function isDeclaredTypeAllowed(contentType: string): boolean {
  return allowedDeclared.some((pattern) => pattern.test(contentType.toLowerCase()));
}

const family = (mime: string) => mime.split('/')[0];

/** Compares what the browser declared with the file's first bytes. */
export async function checkContent(declared: string, head: Buffer): Promise<ContentCheck> {
  const declaredType = declared.toLowerCase();
  if (!isDeclaredTypeAllowed(declaredType)) return { ok: false, reason: 'forbidden' };
  const detected = await fromBuffer(head);
  if (detected && forbiddenDetected.test(detected.mime)) return { ok: false, reason: 'forbidden' };
  if (!detected) {
    if (markupStart.test(head.subarray(0, 512).toString('utf8'))) return { ok: false, reason: 'forbidden' };
    // Plain text formats have no signature; anything claiming a binary format must show one.
    if (/^(text\/|application\/json$)/.test(declaredType)) {
      return { ok: true, kind: 'other', contentType: declaredType, inline: false };
    }
    return { ok: false, reason: 'mismatch' };
  }
  const declaredFamily = family(declaredType);
  if (['image', 'video', 'audio'].includes(declaredFamily!) && family(detected.mime) !== declaredFamily) {
    // Some MP4 files carry an audio brand; a declared video with an audio/mp4 signature is still a video.
    if (!(declaredFamily === 'video' && detected.mime === 'audio/mp4'))
      return { ok: false, reason: 'mismatch' };
  }
  if (declaredType === 'application/pdf' && detected.mime !== 'application/pdf') {
    return { ok: false, reason: 'mismatch' };
  }
  if (declaredFamily !== 'image' && declaredFamily !== 'video' && /^(image|video)\//.test(detected.mime)) {
    return { ok: false, reason: 'mismatch' };
  }
  const mime = declaredFamily === 'video' && detected.mime === 'audio/mp4' ? 'video/mp4' : detected.mime;
  const kind: MediaKind = mime.startsWith('image/') ? 'image' : mime.startsWith('video/') ? 'video' : 'other';
  return { ok: true, kind, contentType: mime, inline: /^(image|video|audio)\//.test(mime) };
}
