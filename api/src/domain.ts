import type { Router } from 'express';
import type { ApiContext } from './context';
import type { DomainMigration } from './store/migrations';
import type { Projection } from './store/projection';

/** What one domain plugs into the API: its tables, its read models and its routes. */
export interface DomainModule {
  name: string;
  migrations: readonly [name: string, up: DomainMigration][];
  projections: readonly Projection[];
  /** Routes served on both /api/lector and /api/assistants (role-checked per route where they differ). */
  staffRoutes?: (ctx: ApiContext) => Router;
  /** Routes outside the staff prefixes, mounted under /api (e.g. /api/app/…, /api/auth/…). */
  apiRoutes?: (ctx: ApiContext) => Router;
  /** Routes at the root, outside /api (static files such as /templates/… and /uploads/…). */
  publicRoutes?: (ctx: ApiContext) => Router;
}
