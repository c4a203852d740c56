import type { DomainModule } from '../domain';
import { homeworkProjection } from './projections';
import { homeworkRoutes } from './routes';
import { homeworkMigrations } from './tables';

export const homeworkModule: DomainModule = {
  name: 'homework',
  migrations: homeworkMigrations,
  projections: [homeworkProjection],
  staffRoutes: homeworkRoutes,
};
