import { endpoints, type MediaItem, type MediaKind, type MediaScope } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@coachforge/remote-kit';
import { UploadPreviews, useUploads } from '../upload';

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const LinkForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  label {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 14px;
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** The add block: a video link and file uploads (spec 03 sections 4.7 and 6). */
export function AddBlock({
  scope,
  forbiddenKinds,
  onAdded,
  onBusyChange,
  note,
}: {
  scope: MediaScope;
  forbiddenKinds?: MediaKind[];
  onAdded: (item: MediaItem) => void;
  onBusyChange?: (busy: boolean) => void;
  /** Shown once something was uploaded (the challenges-library HYROX note). */
  note?: string | undefined;
}) {
  const platform = usePlatform();
  const [url, setUrl] = useState('');
  const [sending, setSending] = useState(false);
  const [uploadedOnce, setUploadedOnce] = useState(false);
  const uploads = useUploads({
    scope,
    forbiddenKinds: forbiddenKinds ?? [],
    onUploaded: (item) => {
      setUploadedOnce(true);
      onAdded(item);
    },
  });
  const linksForbidden = forbiddenKinds?.includes('youtube') ?? false;

  const addLink = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() || sending) return;
    setSending(true);
    onBusyChange?.(true);
    try {
      // Errors go to the shared error handler (spec 03 section 8); what was typed stays.
      const item = await platform.api.request(endpoints.createMedia, {
        body: { media: { video_url: url.trim(), scope } },
      });
      setUrl('');
      onAdded({ ...item, is_new: true });
    } catch {
      // shown by the shell
    } finally {
      setSending(false);
      onBusyChange?.(false);
    }
  };

  return (
    <Block data-testid="media-add-block">
      {linksForbidden ? null : (
        <LinkForm onSubmit={addLink} aria-label="Add a video link">
          <label>
            Video link (YouTube or Vimeo)
            <input
              type="url"
              value={url}
              placeholder="https://www.youtube.com/watch?v=…"
              onChange={(event) => setUrl(event.target.value)}
            />
          </label>
          <Button type="submit" disabled={!url.trim() || sending}>
            {sending ? 'Adding…' : 'Add link'}
          </Button>
        </LinkForm>
      )}
      <label>
        <span style={{ fontWeight: 600, fontSize: 14, display: 'block', marginBottom: 4 }}>Upload files</span>
        <input
          type="file"
          multiple
          aria-label="Upload files"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length === 0) return;
            onBusyChange?.(true);
            void uploads.upload(files).finally(() => onBusyChange?.(false));
          }}
        />
      </label>
      <UploadPreviews previews={uploads.previews} onDismiss={uploads.dismiss} />
      {note && uploadedOnce ? <p role="note">{note}</p> : null}
    </Block>
  );
}
