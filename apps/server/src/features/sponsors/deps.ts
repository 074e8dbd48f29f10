import type { Db } from '../../db/connect.js';
import type { Clock } from '../../shared/clock.js';
import type { FileStorage } from '../../shared/files/storage.js';

/** What sponsors need (ADR 029), built once in `app.ts`. */
export interface SponsorsDeps {
  db: Db;
  /** The gate's hour between two counted views of one person (SPONSOR_REPEAT_MS); when orders were made. */
  clock: Clock;
  /** The logos, under DATA_DIR/files/sponsors/<club> (served at /files/). */
  files: FileStorage;
}

/** The caller as the access step proved them: an administrator of `clubId`. */
export interface Caller {
  userId: number;
  clubId: number;
}
