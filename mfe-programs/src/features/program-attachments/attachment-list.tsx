import { fileSizeText, mediaKindLabels, type ProgramAttachment } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import styled from 'styled-components';
import { copy } from '../program-data';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  span {
    flex: 1 1 200px;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** Kind and size under the name, as far as they are known. */
export const attachmentDetails = (item: Pick<ProgramAttachment, 'kind' | 'file_size'>) =>
  [mediaKindLabels[item.kind], item.file_size !== null ? fileSizeText(item.file_size) : null]
    .filter(Boolean)
    .join(' · ');

/**
 * Files attached to a program or its waiver, in the order clients see them: each can move up or down or be
 * removed, and `onChange` gets the media ids in their new order.
 */
export function AttachmentList({
  items,
  onChange,
  disabled = false,
  testId,
}: {
  items: ProgramAttachment[];
  onChange: (mediaIds: number[]) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const ids = items.map((item) => item.id);
  const moved = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    return next;
  };
  if (items.length === 0) return <p data-testid={testId}>{copy.attachments.none}</p>;
  return (
    <List data-testid={testId}>
      {items.map((item, index) => (
        <Row key={item.id} data-testid={`attachment-${item.id}`}>
          <span>
            {item.title}
            <br />
            <small>{attachmentDetails(item)}</small>
          </span>
          <Button
            type="button"
            $size="small"
            $variant="ghost"
            disabled={disabled || index === 0}
            aria-label={copy.attachments.moveUp(item.title)}
            onClick={() => onChange(moved(index, index - 1))}
          >
            ↑
          </Button>
          <Button
            type="button"
            $size="small"
            $variant="ghost"
            disabled={disabled || index === items.length - 1}
            aria-label={copy.attachments.moveDown(item.title)}
            onClick={() => onChange(moved(index, index + 1))}
          >
            ↓
          </Button>
          <Button
            type="button"
            $size="small"
            $variant="ghost"
            disabled={disabled}
            aria-label={copy.attachments.remove(item.title)}
            onClick={() => onChange(ids.filter((id) => id !== item.id))}
          >
            {copy.attachments.removeLabel}
          </Button>
        </Row>
      ))}
    </List>
  );
}
