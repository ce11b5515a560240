import { apiPath, endpoints, type DirectUploadResponse, type MediaItem } from '@coachforge/contracts';
import type { TestApi } from './test-api';

/** The smallest valid PNG: one transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Asks for a signed upload URL, as the media library does before sending a file. */
export const signUpload = (
  api: TestApi,
  auth: Record<string, string>,
  blob: { filename: string; byte_size: number; content_type: string },
  scope = 'user',
) =>
  api.call({ method: 'POST', url: apiPath(endpoints.directUpload), headers: auth, payload: { blob, scope } });

/** The browser's PUT to the signed URL: no API-Version or Authorization header, only what was signed. */
export const putFile = (
  api: TestApi,
  upload: DirectUploadResponse,
  body: Buffer,
  headers: Record<string, string> = {},
) =>
  api.app.inject({
    method: 'PUT',
    url: upload.direct_upload.url,
    headers: { ...upload.direct_upload.headers, ...headers },
    payload: body,
  });

/** Records an uploaded file as a media item. */
export const recordMedia = (api: TestApi, auth: Record<string, string>, media: Record<string, unknown>) =>
  api.call({
    method: 'POST',
    url: apiPath(endpoints.createMedia),
    headers: auth,
    payload: { media: { scope: 'user', ...media } },
  });

/** A file uploaded the whole way (sign, PUT, record), as the media library does it. */
export async function uploadMedia(
  api: TestApi,
  auth: Record<string, string>,
  filename: string,
  body: Buffer,
  contentType: string,
): Promise<MediaItem> {
  const signed = await signUpload(api, auth, { filename, byte_size: body.length, content_type: contentType });
  if (signed.statusCode !== 201) throw new Error(`signing the upload failed: ${signed.body}`);
  const upload = signed.json() as DirectUploadResponse;
  const put = await putFile(api, upload, body);
  if (put.statusCode !== 204) throw new Error(`sending the file failed: ${put.body}`);
  const created = await recordMedia(api, auth, { signed_id: upload.signed_id });
  if (created.statusCode !== 201) throw new Error(`recording the upload failed: ${created.body}`);
  return created.json() as MediaItem;
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export async function multipartFile(field: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}
