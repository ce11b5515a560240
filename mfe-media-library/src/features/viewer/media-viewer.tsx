import { messages, type MediaItem } from '@coachforge/contracts';
import { Dialog } from '@coachforge/ui';
import styled from 'styled-components';
import { useMediaItem } from './use-media-item';

const Frame = styled.iframe`
  width: min(880px, 85vw);
  aspect-ratio: 16 / 9;
  border: 0;
`;

const Picture = styled.img`
  max-width: min(880px, 85vw);
  max-height: 75vh;
  display: block;
`;

const Video = styled.video`
  width: min(880px, 85vw);
  max-height: 75vh;
  background: #000;
`;

/** What the viewer shows for an item: picture, hosted video, video-site embed, or an iframe. */
function Content({ item }: { item: MediaItem }) {
  switch (item.kind) {
    case 'image':
      return <Picture src={item.src} alt={item.title} />;
    case 'video':
      if (item.state !== 'published' || !item.stream_src) {
        return <p data-testid="media-viewer-processing">{messages.media.stillProcessing}</p>;
      }
      return (
        <Video
          data-testid="media-viewer-video"
          controls
          src={item.stream_src}
          poster={item.thumb ?? undefined}
        >
          <track kind="captions" />
        </Video>
      );
    case 'youtube':
      return (
        <Frame
          data-testid="media-viewer-embed"
          src={item.stream_src ?? ''}
          title={item.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      );
    default:
      return item.content_type && /^(audio\/|application\/pdf$)/.test(item.content_type) ? (
        <Frame data-testid="media-viewer-frame" src={item.src} title={item.title} sandbox="" />
      ) : (
        <p>
          <a href={item.src} download>
            Download {item.title}
          </a>
        </p>
      );
  }
}

/** The media viewer modal (spec 03 sections 2.4 and 4.2). */
export function MediaViewer({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { data } = useMediaItem(item);
  return (
    // The dialog's own close button, Escape and the backdrop close it.
    <Dialog isOpen title={data.title} onClose={onClose} testId="media-viewer" size="large">
      <Content item={data} />
    </Dialog>
  );
}
