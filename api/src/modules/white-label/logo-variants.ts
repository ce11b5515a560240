import sharp from 'sharp';

/**
 * The logo's sized variants (decision 0213), made once when the logo is saved. The original stays as
 * uploaded; each variant keeps the logo's proportions inside its box and is never enlarged.
 *
 * - `hd`: up to 256 px high (1024 wide), for high-density uses beyond the pages' heights (apps, previews).
 * - `logo`: up to 128 px high (512 wide): the header (36 px) and the loading area (64 px) at 2× and more.
 * - `small`: a 64 × 64 square PNG with the logo centred on a transparent background: the favicon.
 */
export const LOGO_VARIANTS = {
  hd: { width: 1024, height: 256, square: false },
  logo: { width: 512, height: 128, square: false },
  small: { width: 64, height: 64, square: true },
} as const;

export type LogoVariantName = keyof typeof LOGO_VARIANTS;

/** A 2 MB upload never needs more; a larger declared size is a decompression bomb, refused unread. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Each variant's bytes and extension; throws when the bytes cannot be decoded as an image. */
export async function makeLogoVariants(
  bytes: Buffer,
): Promise<Record<LogoVariantName, { bytes: Buffer; extension: 'webp' | 'png' }>> {
  // Animated GIFs and WebPs give their first frame; EXIF orientation is applied before sizing.
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const [hd, logo, small] = await Promise.all(
    (['hd', 'logo', 'small'] as const).map(async (name) => {
      const box = LOGO_VARIANTS[name];
      const sized = source().resize({
        width: box.width,
        height: box.height,
        fit: 'inside',
        withoutEnlargement: true,
      });
      if (!box.square)
        return { bytes: await sized.webp({ quality: 90 }).toBuffer(), extension: 'webp' as const };
      // The favicon: the logo shrunk to fit, then padded to the full square.
      const inner = await sized.png().toBuffer();
      const icon = await sharp({
        create: {
          width: box.width,
          height: box.height,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .composite([{ input: inner, gravity: 'centre' }])
        .png()
        .toBuffer();
      return { bytes: icon, extension: 'png' as const };
    }),
  );
  return { hd: hd!, logo: logo!, small: small! };
}
