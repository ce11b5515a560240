export { UploadPreviews } from './upload-previews';
export { mediaIdFromKey, useUploads, type UploadPreview, type UploadStatus } from './use-uploads';
