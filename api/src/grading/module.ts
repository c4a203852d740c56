import type { DomainModule } from '../domain';
import { gradingProjection } from './projections';
import { gradingRoutes } from './routes';
import { gradingMigrations } from './tables';

export const gradingModule: DomainModule = {
  name: 'grading',
  migrations: gradingMigrations,
  projections: [gradingProjection],
  staffRoutes: gradingRoutes,
};
