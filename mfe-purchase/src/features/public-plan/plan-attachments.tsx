import { fileSizeText, mediaKindLabels, type PublicPlanAttachment } from '@coachforge/contracts';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  a {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/**
 * The files a coach attached to a program or its waiver (spec 02 sections 2 and 3, decision 0220): each
 * name opens the file (a signed address of the media library) in a new tab, where it can be downloaded,
 * with its kind and size beside it. Names are shown as text.
 */
export function PlanAttachments({
  attachments,
  testId,
}: {
  attachments: PublicPlanAttachment[];
  testId?: string;
}) {
  return (
    <List data-testid={testId}>
      {attachments.map((item) => (
        <li key={item.id}>
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {item.title}
          </a>
          <small>
            {[mediaKindLabels[item.kind], item.file_size !== null ? fileSizeText(item.file_size) : null]
              .filter(Boolean)
              .join(' · ')}
          </small>
        </li>
      ))}
    </List>
  );
}
