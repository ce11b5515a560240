/**
 * The page an anonymous visitor asked for, kept for after sign-in. Session storage: it belongs to this
 * tab's journey and holds nothing secret.
 */
const KEY = 'coachforge.returnPath';

export const returnPath = {
  remember(path: string) {
    sessionStorage.setItem(KEY, path);
  },
  /** Reads and forgets it; only same-site paths are honoured. */
  take(): string | null {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  },
};
