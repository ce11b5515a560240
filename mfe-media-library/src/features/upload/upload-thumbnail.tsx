import { UPLOAD_THUMBNAIL_PX, type MediaKind } from '@coachforge/contracts';
import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';

const box = css`
  width: ${UPLOAD_THUMBNAIL_PX}px;
  height: ${UPLOAD_THUMBNAIL_PX}px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  object-fit: cover;
  flex: none;
`;
const Picture = styled.img`
  ${box}
`;
const Frame = styled.video`
  ${box}
`;
const Placeholder = styled.span`
  ${box}
  display: inline-grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** "PDF" for report.pdf: what a file is, at a glance. */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1, dot + 5).toUpperCase() : 'FILE';
};

/**
 * The 64x64 picture beside a file being uploaded, made in the browser from the file itself: a picture,
 * a video's first frame, or the file's extension. Nothing is sent for it.
 */
export function UploadThumbnail({ file, kind }: { file: File; kind: MediaKind }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (kind !== 'image' && kind !== 'video') return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, kind]);

  if (url && kind === 'image') return <Picture src={url} alt="" data-testid="upload-thumbnail" />;
  if (url && kind === 'video')
    return <Frame src={url} muted preload="metadata" aria-hidden="true" data-testid="upload-thumbnail" />;
  return (
    <Placeholder data-testid="upload-thumbnail" aria-hidden="true">
      {extensionOf(file.name)}
    </Placeholder>
  );
}
