import { FILE_LIST_COLLAPSE_PX } from '@coachforge/contracts';
import { Button, Collapsible } from '@coachforge/ui';
import styled from 'styled-components';

import { UploadThumbnail } from './upload-thumbnail';
import type { UploadPreview } from './use-uploads';

const Row = styled.li`
  list-style: none;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} 0;
  font-size: 14px;
`;

const Bar = styled.progress`
  grid-column: 1 / -1;
  width: 100%;
  height: 6px;
`;

const ErrorText = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.danger};
`;

const statusText: Record<UploadPreview['status'], string> = {
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  error: 'Failed',
  timeout: 'Failed',
};

/** One line per file with its progress bar and state. */
export function UploadPreviews({
  previews,
  onDismiss,
}: {
  previews: UploadPreview[];
  onDismiss: (id: string) => void;
}) {
  if (previews.length === 0) return null;
  return (
    <Collapsible collapseAbovePx={FILE_LIST_COLLAPSE_PX}>
      <ul aria-label="Uploads" style={{ padding: 0, margin: 0 }}>
        {previews.map((preview) => (
          <Row key={preview.id} data-testid="upload-preview" data-status={preview.status}>
            <UploadThumbnail file={preview.file} kind={preview.kind} />
            <span>{preview.name}</span>
            <span>
              {preview.status === 'uploading'
                ? `${Math.round(preview.progress * 100)}%`
                : statusText[preview.status]}
              {preview.status === 'error' || preview.status === 'timeout' ? (
                <Button
                  type="button"
                  $variant="link"
                  onClick={() => onDismiss(preview.id)}
                  aria-label={`Dismiss ${preview.name}`}
                >
                  {' '}
                  ×
                </Button>
              ) : null}
            </span>
            <Bar max={1} value={preview.progress} aria-label={`Upload progress of ${preview.name}`} />
            {preview.error ? <ErrorText role="alert">{preview.error}</ErrorText> : null}
          </Row>
        ))}
      </ul>
    </Collapsible>
  );
}
