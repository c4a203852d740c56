import { Router } from 'express';
import type { DomainModule } from '../domain';
import { circlePostAppRoutes, circlePostStaffRoutes } from './circlePostRoutes';
import { classCircleRoutes } from './classCircleRoutes';
import { postActivityProjection } from './postProjection';
import { groupProjection } from './projections';
import { communityAppRoutes, communityStaffRoutes } from './routes';
import { communityMigrations } from './tables';

/** The community: circles and their members (staff under their prefixes, students under /api/app). */
export const communityModule: DomainModule = {
  name: 'community',
  migrations: communityMigrations,
  projections: [groupProjection, postActivityProjection],
  staffRoutes: (ctx) =>
    Router().use(communityStaffRoutes(ctx)).use(circlePostStaffRoutes(ctx)).use(classCircleRoutes(ctx)),
  apiRoutes: (ctx) => Router().use(communityAppRoutes(ctx)).use(circlePostAppRoutes(ctx)),
};
