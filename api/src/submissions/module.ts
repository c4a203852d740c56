import type { DomainModule } from '../domain';
import { questionNotesProjection, submissionsProjection } from './projections';
import { correctionRoutes, reportRoutes } from './routes';
import { submissionMigrations } from './tables';

export const submissionsModule: DomainModule = {
  name: 'submissions',
  migrations: submissionMigrations,
  projections: [submissionsProjection, questionNotesProjection],
  apiRoutes: reportRoutes,
  staffRoutes: correctionRoutes,
};
