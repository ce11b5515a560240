import {
  ApiRequestError,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILE_MB,
  MEDIA_UPLOAD_PREVIEW_MS,
  endpoints,
  messages,
  type MediaItem,
  type MediaKind,
  type MediaScope,
} from '@coachforge/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@coachforge/remote-kit';
import { sendFile, UploadFailure } from './send-file';

export type UploadStatus = 'uploading' | 'uploaded' | 'error' | 'timeout';

export interface UploadPreview {
  id: string;
  name: string;
  /** The file itself, for its thumbnail while it uploads. */
  file: File;
  kind: MediaKind;
  size: number;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  error?: string;
}

const kindOfFile = (file: File): MediaKind =>
  file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : 'other';

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

/** The media id inside a signature key (`media/<id>/…`), for deleting an upload that failed. */
export const mediaIdFromKey = (key: string): number | null => {
  const match = /^media\/(\d+)\//.exec(key);
  return match ? Number(match[1]) : null;
};

/**
 * Uploads files one preview each: sign, send straight to storage with progress, record. A failed
 * upload's media is deleted; a finished preview disappears 3 seconds later.
 */
export function useUploads({
  scope,
  forbiddenKinds = [],
  onUploaded,
}: {
  scope: MediaScope;
  forbiddenKinds?: MediaKind[];
  onUploaded: (item: MediaItem) => void;
}) {
  const platform = usePlatform();
  const [previews, setPreviews] = useState<UploadPreview[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const patch = (id: string, change: Partial<UploadPreview>) =>
    setPreviews((list) => list.map((preview) => (preview.id === id ? { ...preview, ...change } : preview)));

  const uploadOne = useCallback(
    async (file: File) => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const fail = (error: string, status: UploadStatus = 'error') => patch(id, { status, error });
      setPreviews((list) => [
        ...list,
        {
          id,
          name: file.name,
          file,
          kind: kindOfFile(file),
          size: file.size,
          status: 'uploading',
          progress: 0,
        },
      ]);
      if (file.size > MEDIA_MAX_FILE_BYTES)
        return fail(messages.media.fileTooBig(toMb(file.size), MEDIA_MAX_FILE_MB));
      if (forbiddenKinds.includes(kindOfFile(file))) return fail(messages.media.typeForbidden);

      let signedMediaId: number | null = null;
      try {
        const signed = await platform.api.request(endpoints.directUpload, {
          body: {
            blob: {
              filename: file.name,
              byte_size: file.size,
              content_type: file.type || 'application/octet-stream',
            },
            scope,
          },
          quiet: true,
        });
        signedMediaId = mediaIdFromKey(signed.key);
        await sendFile(file, signed.direct_upload, (progress) => patch(id, { progress }));
        const item = await platform.api.request(endpoints.createMedia, {
          body: { media: { signed_id: signed.signed_id, scope } },
          quiet: true,
        });
        signedMediaId = null;
        patch(id, { status: 'uploaded', progress: 1 });
        onUploadedRef.current({ ...item, is_new: true });
        timers.current.push(
          setTimeout(
            () => setPreviews((list) => list.filter((preview) => preview.id !== id)),
            MEDIA_UPLOAD_PREVIEW_MS,
          ),
        );
      } catch (error) {
        if (signedMediaId !== null) {
          // The media the signature made would otherwise linger unseen.
          void platform.api
            .request(endpoints.deleteMedia, { params: { id: signedMediaId }, quiet: true })
            .catch(() => undefined);
        }
        if (error instanceof UploadFailure) return fail(error.message, error.timeout ? 'timeout' : 'error');
        if (error instanceof ApiRequestError) return fail(error.message);
        return fail(error instanceof Error ? error.message : messages.http.requestFailed);
      }
    },
    [platform, scope, forbiddenKinds],
  );

  const upload = useCallback((files: Iterable<File>) => Promise.all([...files].map(uploadOne)), [uploadOne]);
  const dismiss = (id: string) => setPreviews((list) => list.filter((preview) => preview.id !== id));
  return { previews, upload, dismiss, busy: previews.some((preview) => preview.status === 'uploading') };
}
