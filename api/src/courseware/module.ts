import type { DomainModule } from '../domain';
import { coursewareProjection } from './projections';
import { coursewareRoutes } from './routes';
import { coursewareMigrations } from './tables';

/** Courseware: a class's courseware tab, the school library and lesson sessions' courseware. */
export const coursewareModule: DomainModule = {
  name: 'courseware',
  migrations: coursewareMigrations,
  projections: [coursewareProjection],
  staffRoutes: coursewareRoutes,
};
