import { coverCrops, type CoverType, type CropCoordinates } from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import styled from 'styled-components';
import { copy } from '../program-data';
import { cropUsable } from './crop-rules';

const Stage = styled.div`
  position: relative;
  height: 320px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Crops a picture to the cover type's ratio with react-easy-crop (docs/decisions/0060). */
export function CropDialog({
  src,
  coverType,
  busy,
  onCancel,
  onCrop,
}: {
  src: string;
  coverType: CoverType;
  busy: boolean;
  onCancel: () => void;
  onCrop: (area: CropCoordinates) => void;
}) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const zoomId = useId();
  const rounded = area
    ? {
        x: Math.round(area.x),
        y: Math.round(area.y),
        width: Math.round(area.width),
        height: Math.round(area.height),
      }
    : null;

  return (
    <Dialog
      isOpen
      size="medium"
      title={copy.covers.cropTitle}
      onClose={busy ? undefined : onCancel}
      testId="cover-crop"
      actions={
        <>
          <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button
            type="button"
            loading={busy}
            disabled={!cropUsable(coverType, rounded)}
            onClick={() => rounded && onCrop(rounded)}
          >
            {copy.covers.useCrop}
          </Button>
        </>
      }
    >
      <Stage>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={coverCrops[coverType].ratio}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </Stage>
      <label htmlFor={zoomId}>{copy.covers.zoom}</label>
      <input
        id={zoomId}
        type="range"
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={(event) => setZoom(Number(event.target.value))}
      />
    </Dialog>
  );
}
