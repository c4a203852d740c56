import type { DomainModule } from '../domain';
import { exportDownloadRoutes } from './routes';
import { exportMigrations } from './tables';

/** The one exports module: files built for one staff member, downloadable by them only, expiring. */
export const exportsModule: DomainModule = {
  name: 'exports',
  migrations: exportMigrations,
  projections: [],
  apiRoutes: (ctx) => exportDownloadRoutes(ctx.store),
};
