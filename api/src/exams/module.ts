import type { DomainModule } from '../domain';
import { attemptProjection } from './attemptProjection';
import { attemptRoutes } from './attemptRoutes';
import { examProjection } from './projections';
import { examRoutes } from './routes';
import { examMigrations } from './tables';

export const examsModule: DomainModule = {
  name: 'exams',
  migrations: examMigrations,
  projections: [examProjection, attemptProjection],
  staffRoutes: examRoutes,
  apiRoutes: attemptRoutes,
};
