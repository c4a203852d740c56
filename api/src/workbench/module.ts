import type { DomainModule } from '../domain';
import { workbenchRoutes } from './routes';

/** The staff home (工作台): reads other domains' read models, so it has no tables of its own. */
export const workbenchModule: DomainModule = {
  name: 'workbench',
  migrations: [],
  projections: [],
  staffRoutes: workbenchRoutes,
};
