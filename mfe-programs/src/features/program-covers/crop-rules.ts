import {
  COVER_MIN_CROP,
  coverCrops,
  cropFits,
  type CoverType,
  type CropCoordinates,
} from '@coachforge/contracts';

/** A crop the cover can use: at least 2x1 pixels of the picture and the cover type's ratio. */
export function cropUsable(coverType: CoverType, area: CropCoordinates | null): area is CropCoordinates {
  if (!area) return false;
  if (area.width < COVER_MIN_CROP.width || area.height < COVER_MIN_CROP.height) return false;
  return cropFits(coverType, area);
}

/** The exported cover's own extent: the whole JPEG, at the cover type's size. */
export function exportedExtent(coverType: CoverType): CropCoordinates {
  const { width, height } = coverCrops[coverType];
  return { x: 0, y: 0, width, height };
}
