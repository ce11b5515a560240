import { messages, type MediaItem } from '@coachforge/contracts';
import { Dialog, VideoPlayer } from '@coachforge/ui';
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
        <VideoPlayer
          testId="media-viewer-video"
          title={item.title}
          poster={item.thumb}
          renditions={
            item.renditions.length
              ? item.renditions
              : [{ height: null, src: item.stream_src, original: true }]
          }
        />
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
