import { endpoints, type MediaItem, type PlatformApi } from '@coachforge/contracts';

/**
 * Stores the cropped JPEG as a media item of the account: sign (media/direct_upload), send the file
 * straight to storage, then create the item (spec 03 section 7, the same calls the media library makes).
 */
export async function uploadCover(api: PlatformApi, jpeg: Blob, title: string): Promise<MediaItem> {
  const filename = `${title.replace(/[^\w.-]+/g, '-').slice(0, 80) || 'cover'}.jpg`;
  const signed = await api.request(endpoints.directUpload, {
    body: { blob: { filename, byte_size: jpeg.size, content_type: 'image/jpeg' }, scope: 'user' },
    quiet: true,
  });
  const { url, method, headers } = signed.direct_upload;
  const sent = await fetch(url, { method, headers, body: jpeg });
  if (!sent.ok) throw new Error(`The cover could not be uploaded (${sent.status})`);
  return api.request(endpoints.createMedia, {
    body: { media: { signed_id: signed.signed_id, scope: 'user', title: filename } },
    quiet: true,
  });
}
