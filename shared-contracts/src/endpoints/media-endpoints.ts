import {
  createMediaRequestSchema,
  directUploadRequestSchema,
  type CreateMediaRequest,
  type DirectUploadRequest,
  type DirectUploadResponse,
  type MediaItem,
  type MediaPage,
} from '../media/media-item';
import { defineEndpoint } from './define-endpoint';

/** The media library and uploads (spec 03 section 7; spec 02 section 5 for uploads). */
export const mediaEndpoints = {
  directUpload: defineEndpoint<DirectUploadRequest, DirectUploadResponse>({
    method: 'POST',
    path: 'media/direct_upload',
    authenticated: true,
    closedWhileBlocked: true,
    body: directUploadRequestSchema,
  }),
  createMedia: defineEndpoint<CreateMediaRequest, MediaItem>({
    method: 'POST',
    path: 'media',
    authenticated: true,
    closedWhileBlocked: true,
    body: createMediaRequestSchema,
  }),
  fetchMedia: defineEndpoint<void, MediaPage>({ method: 'GET', path: 'media/fetch', authenticated: true }),
  getMedia: defineEndpoint<void, MediaItem>({ method: 'GET', path: 'media/:id', authenticated: true }),
  deleteMedia: defineEndpoint<void, void>({
    method: 'DELETE',
    path: 'media/:id',
    authenticated: true,
    closedWhileBlocked: true,
  }),
} as const;

/** Where the embedded storage receives signed uploads and serves signed downloads (below /api). */
export const LOCAL_STORAGE_PATH = 'media/storage';
