import type { DomainModule } from '../domain';
import { leaveFiguresMigrations, leaveFiguresProjection } from './leaveFigures';
import { studyProjection } from './projections';
import { classesRoutes, studyAppRoutes } from './routes';
import { classesMigrations } from './tables';

/** Classes as staff see them (list, detail, tabs), students' study and its statistics and exports. */
export const classesModule: DomainModule = {
  name: 'classes',
  migrations: [...classesMigrations, ...leaveFiguresMigrations],
  projections: [studyProjection, leaveFiguresProjection],
  staffRoutes: classesRoutes,
  apiRoutes: studyAppRoutes,
};
