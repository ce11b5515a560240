import type { FastifyRequest } from 'fastify';
import fileType from 'file-type';
import { httpError } from './http-error';

/** Image types an upload may have, recognised from the bytes, never from the name or declared type. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The type to serve a stored image with, from the extension `readImageUpload` gave it. */
export const imageMimeOf = (extension: string): string | undefined =>
  Object.keys(IMAGE_TYPES).find((type) => IMAGE_TYPES[type] === extension);

export interface ImageUploadRules {
  /** The multipart field the file must come in, e.g. `user[avatar]`. */
  field: string;
  maxBytes: number;
  /** The key the field errors are given under. */
  errorKey: string;
  missing: string;
  tooLarge: string;
  typeInvalid: string;
}

/** One image from a multipart request: 422 when missing or not an image, 413 when too large. */
export async function readImageUpload(
  request: FastifyRequest,
  rules: ImageUploadRules,
): Promise<{ bytes: Buffer; extension: string; mime: string }> {
  const missing = () => httpError(422, rules.missing, { [rules.errorKey]: [rules.missing] });
  if (!request.isMultipart()) throw missing();
  let file;
  try {
    file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  } catch {
    throw missing();
  }
  if (!file || file.fieldname !== rules.field) throw missing();
  const bytes = await file.toBuffer().catch(() => null);
  if (!bytes || file.file.truncated)
    throw httpError(413, rules.tooLarge, { [rules.errorKey]: [rules.tooLarge] });
  const detected = await fileType.fromBuffer(bytes);
  const extension = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!detected || !extension)
    throw httpError(422, rules.typeInvalid, { [rules.errorKey]: [rules.typeInvalid] });
  return { bytes, extension, mime: detected.mime };
}
