import type { DomainModule } from '../domain';
import { rubricProjection } from './projections';
import { rubricRoutes } from './routes';
import { rubricMigrations } from './tables';

/** The rubric library: personal rubrics attached to subjective questions and graded by level. */
export const rubricModule: DomainModule = {
  name: 'rubric',
  migrations: rubricMigrations,
  projections: [rubricProjection],
  staffRoutes: rubricRoutes,
};
