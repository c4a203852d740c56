import type { DomainModule } from '../domain';
import { gradebookRoutes } from './routes';

/** A class's gradebook: reads the homework results and exam papers, so it has no tables of its own. */
export const gradebookModule: DomainModule = {
  name: 'gradebook',
  migrations: [],
  projections: [],
  staffRoutes: gradebookRoutes,
};
