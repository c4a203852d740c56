import { createHash } from 'node:crypto';
import type { RestMe } from './rest/auth';

type Role = RestMe['role'];

/**
 * Roles by session, so a staff call needs no `GET /api/auth/me` first. A session's role never changes,
 * and every call is still authenticated by the REST API, so a revoked session is refused at once
 * whatever is remembered here. Sessions are keyed by a digest of their token, kept `ttlMs`, at most
 * `max` of them (the oldest leave first).
 */
export class SessionRoles {
  private readonly roles = new Map<string, { role: Role; until: number }>();

  constructor(
    private readonly ttlMs = 10 * 60 * 1000,
    private readonly max = 20_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(token: string): Role | undefined {
    const key = keyOf(token);
    const known = this.roles.get(key);
    if (!known) return undefined;
    if (known.until > this.clock()) return known.role;
    this.roles.delete(key);
    return undefined;
  }

  remember(token: string, role: Role): void {
    if (this.roles.size >= this.max) this.roles.delete(this.roles.keys().next().value as string);
    this.roles.set(keyOf(token), { role, until: this.clock() + this.ttlMs });
  }

  forget(token: string): void {
    this.roles.delete(keyOf(token));
  }
}

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
