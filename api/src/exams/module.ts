import type { DomainModule } from '../domain';
import { attemptProjection } from './attemptProjection';
import { attemptRoutes } from './attemptRoutes';
import { markingProjection } from './markingProjection';
import { markingMigrations } from './markingTables';
import { examProjection } from './projections';
import { reviewRoutes, studentReviewRoutes } from './reviewRoutes';
import { examRoutes } from './routes';
import { examMigrations } from './tables';

export const examsModule: DomainModule = {
  name: 'exams',
  migrations: [...examMigrations, ...markingMigrations],
  projections: [examProjection, attemptProjection, markingProjection],
  staffRoutes: (ctx) => examRoutes(ctx).use(reviewRoutes(ctx)),
  apiRoutes: (ctx) => attemptRoutes(ctx).use(studentReviewRoutes(ctx)),
};
