import type { DomainModule } from '../domain';
import { examProjection } from './projections';
import { examRoutes } from './routes';
import { examMigrations } from './tables';

export const examsModule: DomainModule = {
  name: 'exams',
  migrations: examMigrations,
  projections: [examProjection],
  staffRoutes: examRoutes,
};
