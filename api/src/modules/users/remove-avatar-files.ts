import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { JobHandler } from '../job-queue';

/** Deletes the picture files of a deleted identity and of the accounts it owned. */
export const REMOVE_AVATAR_FILES_JOB = 'users.remove_avatar_files';

export const avatarFolder = (dataDir: string) => join(dataDir, 'avatars');

/** A missing file is already gone, so a retry repeats nothing harmful. */
export function createRemoveAvatarFiles(dataDir: string): JobHandler {
  return async (payload) => {
    const files = Array.isArray(payload.files)
      ? payload.files.filter((f): f is string => typeof f === 'string')
      : [];
    // basename: a name read back from the queue never leaves the avatars folder.
    for (const file of files) await rm(join(avatarFolder(dataDir), basename(file)), { force: true });
  };
}
