import {
  FILE_LIST_COLLAPSE_PX,
  MEDIA_LIST_COLLAPSE_PX,
  messages,
  type MediaItem,
} from '@coachforge/contracts';
import { FileText, ImageIcon, PlayCircle, X } from 'lucide-react';
import styled from 'styled-components';
import { Button, IconButton } from '../button/button';
import { Collapsible } from '../collapsible/collapsible';
import { StatusBadge } from '../status-badge/status-badge';

/** Pictures and videos show as tiles; everything else is a file, shown as a row. */
export const isVisualMedia = (item: MediaItem) => item.kind !== 'other';

const Group = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 0;
`;

const Preview = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.mutedText};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RemoveOnTile = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export interface AttachmentListProps {
  /** Its accessible name ("Chosen resources", "Attachments"). */
  label: string;
  attachments: MediaItem[];
  /** Opens an attachment (the media viewer); without it titles are plain text. */
  onOpen?: (item: MediaItem) => void;
  /** Given when the list is being edited: each attachment gets a Remove button. */
  onRemove?: (item: MediaItem) => void;
  testId?: string;
}

function AttachmentTitle({ item, onOpen }: { item: MediaItem; onOpen?: (item: MediaItem) => void }) {
  const title = <Title data-testid="attachment-title">{item.title}</Title>;
  return onOpen ? (
    <Button type="button" $variant="link" onClick={() => onOpen(item)} style={{ minWidth: 0 }}>
      {title}
    </Button>
  ) : (
    title
  );
}

function RemoveButton({ item, onRemove }: { item: MediaItem; onRemove: (item: MediaItem) => void }) {
  return (
    <IconButton
      type="button"
      label={messages.ui.removeChoice(item.title)}
      icon={<X size={16} aria-hidden="true" />}
      onClick={() => onRemove(item)}
    />
  );
}

/**
 * Attachments for display and editing (spec 03 sections 1 and 9): pictures and videos as tiles, files
 * as rows, each group cut behind Show all once it grows past 192 px (media) or 124 px (files). The
 * same list serves a message being written (with Remove) and one being read.
 */
export function AttachmentList({ label, attachments, onOpen, onRemove, testId }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  const media = attachments.filter(isVisualMedia);
  const files = attachments.filter((item) => !isVisualMedia(item));
  const groupLabel = (name: string) => (media.length && files.length ? `${label}: ${name}` : label);
  return (
    <div data-testid={testId}>
      {media.length > 0 ? (
        <Group aria-label={groupLabel(messages.media.attachmentGroups.media)}>
          <Collapsible collapseAbovePx={MEDIA_LIST_COLLAPSE_PX}>
            <Tiles>
              {media.map((item) => (
                <Tile key={item.id} data-testid="attachment" data-kind={item.kind}>
                  <Preview>
                    {item.thumb ? (
                      <img src={item.thumb} alt="" />
                    ) : item.kind === 'image' ? (
                      <ImageIcon size={24} aria-label={messages.media.noPreview} />
                    ) : (
                      <PlayCircle size={24} aria-label={messages.media.noPreview} />
                    )}
                  </Preview>
                  <AttachmentTitle item={item} onOpen={onOpen} />
                  {item.title_media ? (
                    <StatusBadge tone="info">{messages.media.titleMedia}</StatusBadge>
                  ) : null}
                  {onRemove ? (
                    <RemoveOnTile>
                      <RemoveButton item={item} onRemove={onRemove} />
                    </RemoveOnTile>
                  ) : null}
                </Tile>
              ))}
            </Tiles>
          </Collapsible>
        </Group>
      ) : null}
      {files.length > 0 ? (
        <Group aria-label={groupLabel(messages.media.attachmentGroups.files)}>
          <Collapsible collapseAbovePx={FILE_LIST_COLLAPSE_PX}>
            <Rows>
              {files.map((item) => (
                <Row key={item.id} data-testid="attachment" data-kind={item.kind}>
                  <FileText size={18} aria-hidden="true" />
                  <AttachmentTitle item={item} onOpen={onOpen} />
                  {onRemove ? <RemoveButton item={item} onRemove={onRemove} /> : null}
                </Row>
              ))}
            </Rows>
          </Collapsible>
        </Group>
      ) : null}
    </div>
  );
}
