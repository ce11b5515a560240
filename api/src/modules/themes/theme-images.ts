import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Queryable } from '../../db/database';
import type { JobHandler } from '../job-queue';

/** Where logos and app icons are kept (decision 0187), and the address they are served at. */
export const themeImageFolder = (dataDir: string) => join(dataDir, 'theme-images');
export const themeImageUrl = (file: string) => `/api/theme_images/${file}`;
/** An upload's name, with the variant's name after it for the logo's sized copies (decision 0213). */
export const THEME_IMAGE_FILE = /^[0-9]+-[a-f0-9]{16}(-(hd|logo|small))?\.(jpg|png|gif|webp)$/;

/** The stored file an image URL of ours names, or null for anything else. */
export function themeImageFileOf(url: string | null | undefined): string | null {
  const file = url?.split('/').pop();
  return file && THEME_IMAGE_FILE.test(file) ? file : null;
}

/** Deletes the logo and app icon files of deleted accounts. */
export const REMOVE_THEME_IMAGES_JOB = 'themes.remove_image_files';

/** The logo and app icon files of these accounts, for removal once the accounts are gone. */
export async function themeImageFilesOf(db: Queryable, accountIds: number[]): Promise<string[]> {
  const rows = await db.query<{ url: string | null }>(
    `SELECT url FROM themes,
       LATERAL unnest(ARRAY[logo->>'original', logo->>'hd', logo->>'logo', logo->>'small']) AS url
     WHERE account_id = ANY($1::bigint[])
     UNION SELECT '/api/theme_images/' || file FROM app_icons WHERE account_id = ANY($1::bigint[])`,
    [accountIds],
  );
  return rows.map((row) => themeImageFileOf(row.url)).filter((file): file is string => file !== null);
}

/** A missing file is already gone, so a retry repeats nothing harmful. */
export function createRemoveThemeImages(dataDir: string): JobHandler {
  return async (payload) => {
    const files = Array.isArray(payload.files)
      ? payload.files.filter((f): f is string => typeof f === 'string')
      : [];
    // basename: a name read back from the queue never leaves the folder.
    for (const file of files) await rm(join(themeImageFolder(dataDir), basename(file)), { force: true });
  };
}
