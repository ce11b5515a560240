import { messages, parseVideoLink, videoEmbedUrl } from '@coachforge/contracts';
import { Dialog } from '@coachforge/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { HELP_LINKS } from './menu-model';

const Frame = styled.iframe`
  width: min(880px, 85vw);
  aspect-ratio: 16 / 9;
  border: 0;
`;

/**
 * The checklist's video tour (spec 03 section 4.4, decision 0217): the configured video plays here, in
 * the platform, and the step is complete once its media is opened, whether or not it is watched to the
 * end. Without a configured video the tour is the help centre's videos page: opening it is opening the
 * media.
 */
export function TourVideoDialog({
  isOpen,
  videoUrl,
  onClose,
  onMediaOpened,
}: {
  isOpen: boolean;
  videoUrl: string | null;
  onClose: () => void;
  /** Called once each time the media is opened. */
  onMediaOpened: () => void;
}) {
  const m = messages.checklist;
  const video = videoUrl ? parseVideoLink(videoUrl) : null;
  const hasVideo = video !== null;
  const opened = useRef(onMediaOpened);
  opened.current = onMediaOpened;
  // The player is in the dialog: showing the dialog opens the media.
  useEffect(() => {
    if (isOpen && hasVideo) opened.current();
  }, [isOpen, hasVideo]);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={m.tourTitle}
      size={video ? 'large' : 'small'}
      testId="tour-video-dialog"
    >
      {video ? (
        <Frame
          data-testid="tour-video"
          src={videoEmbedUrl(video.site, video.videoId)}
          title={m.tourTitle}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          <p>{m.tourOnHelpCentre}</p>
          <a href={HELP_LINKS.demoVideos} target="_blank" rel="noreferrer" onClick={onMediaOpened}>
            {m.tourOpenHelpCentre}
          </a>
        </>
      )}
    </Dialog>
  );
}
