import { COVER_JPEG_QUALITY, coverCrops, type CoverType, type CropCoordinates } from '@coachforge/contracts';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // The library's files come from signed storage URLs: ask for CORS so the canvas stays exportable.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read'));
    image.src = src;
  });
}

/**
 * The cropped part of a picture drawn at the cover type's size and exported as a JPEG at quality 0.4
 * (spec 02 section 4).
 */
export async function cropToJpeg(src: string, area: CropCoordinates, coverType: CoverType): Promise<Blob> {
  const image = await loadImage(src);
  const { width, height } = coverCrops[coverType];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be cropped');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped'))),
      'image/jpeg',
      COVER_JPEG_QUALITY,
    ),
  );
}
