import type { DomainModule } from '../domain';
import { operationLogRoutes } from './routes';

/** The audit trail: read straight from the event log, so it has no tables or projections of its own. */
export const operationLogModule: DomainModule = {
  name: 'operationLog',
  migrations: [],
  projections: [],
  staffRoutes: operationLogRoutes,
};
