import { defaultQualityIndex, qualityLabel, type VideoRendition } from '@coachforge/contracts';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Select } from '../select/select';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: min(880px, 85vw);
`;

const Screen = styled.video`
  width: 100%;
  max-height: 70vh;
  background: #000;
  border-radius: ${({ theme }) => theme.radius};
`;

const QualityBar = styled.div`
  justify-self: end;
  min-width: 140px;
`;

export interface VideoPlayerProps {
  /** Lowest quality first, as the API lists them. */
  renditions: readonly VideoRendition[];
  title: string;
  poster?: string | null | undefined;
  testId?: string;
}

/**
 * A hosted video with the browser's own controls (keyboard and screen-reader ready) and, when it has
 * several qualities, a choice of quality that starts on the spec's default (quality 2). Switching keeps
 * the place in the video and whether it was playing.
 */
export function VideoPlayer({ renditions, title, poster, testId }: VideoPlayerProps) {
  const [quality, setQuality] = useState(() => defaultQualityIndex(renditions));
  const video = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef<{ time: number; playing: boolean } | null>(null);
  const current = renditions[Math.min(quality, renditions.length - 1)];
  if (!current) return null;

  const choose = (key: string | null) => {
    const next = Number(key);
    if (key === null || next === quality) return;
    const element = video.current;
    if (element) resumeAt.current = { time: element.currentTime, playing: !element.paused };
    setQuality(next);
  };

  return (
    <Figure>
      <Screen
        ref={video}
        controls
        preload="metadata"
        src={current.src}
        poster={poster ?? undefined}
        aria-label={title}
        data-testid={testId}
        data-quality={qualityLabel(current)}
        onLoadedMetadata={(event) => {
          const resume = resumeAt.current;
          if (!resume) return;
          resumeAt.current = null;
          event.currentTarget.currentTime = resume.time;
          if (resume.playing) void event.currentTarget.play().catch(() => undefined);
        }}
      >
        <track kind="captions" />
      </Screen>
      {renditions.length > 1 ? (
        <QualityBar>
          <Select
            label="Quality"
            value={String(quality)}
            onChange={choose}
            options={renditions.map((rendition, index) => ({
              id: String(index),
              label: qualityLabel(rendition),
            }))}
            testId={testId ? `${testId}-quality` : undefined}
          />
        </QualityBar>
      ) : null}
    </Figure>
  );
}
