import type { Clock } from './clock';
import type { ApiConfig } from './config';
import type { Database } from './db/database';

/** What every module is built with. */
export interface ApiContext {
  db: Database;
  config: ApiConfig;
  /** "Now" for the moments users see; the system clock outside tests. */
  clock: Clock;
}
