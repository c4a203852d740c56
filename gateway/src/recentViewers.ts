import { createHash } from 'node:crypto';
import type { RestMe } from './rest/auth';

/** How long a session's `GET /api/auth/me` answer is reused: also how long a revoked session may still read it. */
export const VIEWER_REUSE_MS = 1000;

/**
 * Each session's latest `GET /api/auth/me`, reused for `ttlMs` (calls at the same moment share one). Only
 * the viewer is reused: every other call still goes to the REST API, which refuses a revoked session at
 * once. A failed call is not kept; a session's mutation or sign-out forgets it. At most `max` sessions.
 */
export class RecentViewers {
  private readonly viewers = new Map<string, { viewer: Promise<RestMe>; until: number }>();

  constructor(
    private readonly ttlMs = VIEWER_REUSE_MS,
    private readonly max = 20_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The session's viewer while still fresh, else `load()`'s answer, kept for the next calls. */
  load(token: string, load: () => Promise<RestMe>): Promise<RestMe> {
    const key = keyOf(token);
    const known = this.viewers.get(key);
    if (known && known.until > this.clock()) return known.viewer;
    this.viewers.delete(key);
    if (this.viewers.size >= this.max) this.viewers.delete(this.viewers.keys().next().value as string);
    const viewer = load();
    const entry = { viewer, until: this.clock() + this.ttlMs };
    this.viewers.set(key, entry);
    viewer.catch(() => {
      if (this.viewers.get(key) === entry) this.viewers.delete(key);
    });
    return viewer;
  }

  forget(token: string): void {
    this.viewers.delete(keyOf(token));
  }
}

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
