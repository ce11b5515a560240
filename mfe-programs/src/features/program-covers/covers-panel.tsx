import {
  coverTypes,
  endpoints,
  type CoverType,
  type CropCoordinates,
  type MediaItem,
  type Program,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card, StatusBadge } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorText, copy, useStoreProgram } from '../program-data';
import { CropDialog } from './crop-dialog';
import { exportedExtent } from './crop-rules';
import { cropToJpeg } from './crop-to-jpeg';
import { uploadCover } from './upload-cover';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    min-width: 160px;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** Covers must be pictures or hosted videos; links and other files are not offered. */
const NOT_COVERS = ['other', 'youtube'] as const;

/**
 * The program's covers, one per cover type (spec 02 sections 3 and 4): a picture from the library or an
 * upload is cropped to the type's ratio and stored as a JPEG; a video is used as it is and plays once
 * published (until then its poster shows).
 */
export function CoversPanel({ program }: { program: Program }) {
  const { api, openMediaLibrary } = usePlatform();
  const store = useStoreProgram();
  const [cropping, setCropping] = useState<{ coverType: CoverType; media: MediaItem } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const setCover = async (coverType: CoverType, mediaId: number, coordinates: CropCoordinates | null) =>
    store(
      await api.request(endpoints.setProgramCover, {
        params: { plan_id: program.id },
        body: { cover_type: coverType, media_id: mediaId, coordinates },
        quiet: true,
      }),
    );

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (coverType: CoverType, mode: 'add' | 'upload') => {
    const [media] = await openMediaLibrary({ mode, multiple: false, forbiddenKinds: [...NOT_COVERS] }).catch(
      () => [] as MediaItem[],
    );
    if (!media) return;
    if (media.type === 'image') setCropping({ coverType, media });
    else await attempt(() => setCover(coverType, media.id, null));
  };

  const storeCrop = (area: CropCoordinates) =>
    cropping &&
    void attempt(async () => {
      const jpeg = await cropToJpeg(cropping.media.src, area, cropping.coverType);
      const stored = await uploadCover(api, jpeg, `${program.title}-${cropping.coverType}`);
      await setCover(cropping.coverType, stored.id, exportedExtent(cropping.coverType));
      setCropping(null);
    });

  return (
    <Card title={copy.covers.title} testId="program-covers">
      {failure ? <p role="alert">{failure}</p> : null}
      <List>
        {coverTypes.map((coverType) => {
          const cover = program.covers.find((one) => one.cover_type === coverType);
          return (
            <Row key={coverType} data-testid={`cover-${coverType}`}>
              <strong>{copy.covers.types[coverType]}</strong>
              {cover ? (
                <>
                  <span>{cover.media.title}</span>
                  {cover.media.type === 'video' && program.plan_status !== 'published' ? (
                    <StatusBadge tone="info">{copy.covers.videoPoster}</StatusBadge>
                  ) : null}
                </>
              ) : (
                <span>{copy.covers.none}</span>
              )}
              <Button
                type="button"
                $size="small"
                $variant="secondary"
                disabled={busy}
                onClick={() => void choose(coverType, 'add')}
              >
                {copy.covers.pick}
              </Button>
              <Button
                type="button"
                $size="small"
                $variant="secondary"
                disabled={busy}
                onClick={() => void choose(coverType, 'upload')}
              >
                {copy.covers.upload}
              </Button>
              {cover ? (
                <Button
                  type="button"
                  $size="small"
                  $variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    void attempt(async () =>
                      store(
                        await api.request(endpoints.removeProgramCover, {
                          params: { plan_id: program.id, cover_type: coverType },
                          quiet: true,
                        }),
                      ),
                    )
                  }
                >
                  {copy.covers.remove}
                </Button>
              ) : null}
            </Row>
          );
        })}
      </List>
      {cropping ? (
        <CropDialog
          src={cropping.media.src}
          coverType={cropping.coverType}
          busy={busy}
          onCancel={() => setCropping(null)}
          onCrop={storeCrop}
        />
      ) : null}
    </Card>
  );
}
