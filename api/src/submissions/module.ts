import type { DomainModule } from '../domain';
import { submissionsProjection } from './projections';
import { reportRoutes } from './routes';
import { submissionMigrations } from './tables';

export const submissionsModule: DomainModule = {
  name: 'submissions',
  migrations: submissionMigrations,
  projections: [submissionsProjection],
  apiRoutes: reportRoutes,
};
