import type { DomainModule } from '../domain';
import { postActivityProjection } from './postProjection';
import { groupProjection } from './projections';
import { communityAppRoutes, communityStaffRoutes } from './routes';
import { communityMigrations } from './tables';

/** The community: circles and their members (staff under their prefixes, students under /api/app). */
export const communityModule: DomainModule = {
  name: 'community',
  migrations: communityMigrations,
  projections: [groupProjection, postActivityProjection],
  staffRoutes: communityStaffRoutes,
  apiRoutes: communityAppRoutes,
};
