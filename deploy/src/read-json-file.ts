import { readFileSync } from 'node:fs';

/** A JSON file's content, or null when it is missing or not JSON. */
export const readJsonFile = <T = unknown>(path: string): T | null => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
};
