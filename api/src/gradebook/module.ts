import type { DomainModule } from '../domain';
import { gradebookRoutes } from './routes';
import { gradebookMigrations } from './stamps';

/**
 * A class's gradebook: reads the homework results and exam papers; its one table stamps when each
 * class's gradebook last changed (its projection is added in `modules.ts`, over the others).
 */
export const gradebookModule: DomainModule = {
  name: 'gradebook',
  migrations: gradebookMigrations,
  projections: [],
  staffRoutes: gradebookRoutes,
};
