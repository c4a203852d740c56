import type { DomainModule } from '../domain';
import {
  catalogueProjection,
  classesProjection,
  coursesProjection,
  teamClassesProjection,
} from './projections';
import { schoolRoutes } from './routes';
import { schoolMigrations } from './tables';

export const schoolModule: DomainModule = {
  name: 'school',
  migrations: schoolMigrations,
  projections: [catalogueProjection, coursesProjection, classesProjection, teamClassesProjection],
  staffRoutes: schoolRoutes,
};
