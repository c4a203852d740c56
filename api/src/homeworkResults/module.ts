import type { DomainModule } from '../domain';
import { homeworkResultsProjection } from './projections';
import { homeworkResultRoutes } from './routes';
import { homeworkResultMigrations } from './tables';

export const homeworkResultsModule: DomainModule = {
  name: 'homeworkResults',
  migrations: homeworkResultMigrations,
  projections: [homeworkResultsProjection],
  staffRoutes: homeworkResultRoutes,
};
